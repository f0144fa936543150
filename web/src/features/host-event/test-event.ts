import type { AppRouter } from '@partyreel/server/router';
import type {
  EventCounts,
  EventLive,
  EventView,
  GuestView,
} from '@partyreel/shared/events/event-view';
import { NO_LINK_ANSWERS as NOTHING_THROUGH_LINK } from '@partyreel/shared/invite/guest-tally';
import type { PriceView } from '@partyreel/shared/payments/payment-input';
import type { TRPCClientError } from '@trpc/client';
import { type FakeAnswers, fakeTrpc } from '../../test/fake-trpc.tsx';
import { liveMessage } from '../event-detail/test-live.ts';

/** The share code events.byId and events.live send once an event is unlocked. */
export const SHARE_CODE = 'abcDEF123456';

/** The paywall as the counts carry it: unlocked, and the share code handed out only then. */
interface Paywall {
  unlocked: boolean;
  code: string | null;
}
const LOCKED: Paywall = { unlocked: false, code: null };
const PAID: Paywall = { unlocked: true, code: SHARE_CODE };

/**
 * Counts as the server would send them for `event`'s guests (these fixtures have no duplicates, so
 * no de-duplication is needed) and its share link (locked unless `event`'s counts or `paywall`
 * say otherwise, with nothing through it yet); a test that cares passes its own.
 */
export function countsFor(
  event: Omit<EventView, 'counts'> & { counts?: EventCounts },
  paywall: Paywall = event.counts
    ? { unlocked: event.counts.unlocked, code: event.counts.link.code }
    : LOCKED,
): EventCounts {
  const of = (status: string) => event.guests.filter((g) => g.status === status);
  const accepted = of('accepted');
  const maybe = of('maybe');
  return {
    eventId: event.id,
    // events.byId's guests are merged already: one per person.
    invited: event.guests.length,
    accepted: accepted.length,
    maybe: maybe.length,
    declined: of('declined').length,
    pending:
      event.guests.length -
      accepted.length -
      maybe.length -
      of('waitlisted').length -
      of('declined').length,
    people: accepted.reduce((sum, g) => sum + g.peopleCount, 0),
    maybePeople: maybe.reduce((sum, g) => sum + g.peopleCount, 0),
    waitlisted: of('waitlisted').length,
    waitlistedPeople: of('waitlisted').reduce((sum, g) => sum + g.peopleCount, 0),
    capacity: event.capacity,
    link: { ...NO_LINK_ANSWERS, code: paywall.code },
    unlocked: paywall.unlocked,
    lastAnswer: null,
    emails: {
      queued: event.guests.filter((g) => g.delivery?.state === 'queued').length,
      sent: event.guests.filter((g) => g.sentAt !== null).length,
      failed: event.guests.filter((g) => g.delivery?.state === 'failed').length,
      delivered: event.guests.filter((g) => g.delivery?.state === 'delivered').length,
      delayed: event.guests.filter((g) => g.delivery?.state === 'delayed').length,
      bounced: event.guests.filter((g) => g.delivery?.state === 'bounced').length,
      complained: event.guests.filter((g) => g.delivery?.state === 'complained').length,
    },
    opened: {
      opened: of('viewed').length,
      watching: of('viewed').filter((g) => g.viewState === 'playing').length,
    },
  };
}

/**
 * An event as events.byId sends it, locked (so without its share code), with no guests and nothing
 * optional filled in; its counts follow its guests unless given.
 */
export function sampleEvent(overrides: Partial<EventView> = {}): EventView {
  const event: Omit<EventView, 'counts'> = {
    id: '3f6c2a1e-1111-4000-8000-000000000001',
    title: "Mia's 7th Birthday",
    description: null,
    location: null,
    eventDate: '2026-03-14',
    startTime: '14:00',
    endTime: null,
    timeZone: 'Asia/Kathmandu',
    templateId: 'poster-pop',
    personalMessage: null,
    showGuestList: false,
    maxPartySize: 20,
    capacity: null,
    answerAlerts: 'each',
    questions: [],
    image: null,
    video: null,
    music: null,
    reminderNoResponse: '',
    reminderAll: '',
    nextReminderAt: null,
    guests: [],
    createdAt: '2026-02-01T10:00:00.000Z',
    ...overrides,
  };
  return { ...event, counts: overrides.counts ?? countsFor(event, LOCKED) };
}

/** The same event, paid for: unlocked, with its share code. */
export function unlockedEvent(overrides: Partial<EventView> = {}): EventView {
  const { counts: _, ...event } = sampleEvent(overrides);
  return { ...event, counts: overrides.counts ?? countsFor(event, PAID) };
}

/** A share link nobody has opened or answered through (locked: no code). */
const NO_LINK_ANSWERS: EventCounts['link'] = { code: null, views: 0, ...NOTHING_THROUGH_LINK };

/**
 * Counts with nothing in them yet, for the sample event and locked; a test fills in what it shows.
 */
export function emptyCounts(overrides: Partial<EventCounts> = {}): EventCounts {
  return {
    eventId: sampleEvent().id,
    invited: 0,
    accepted: 0,
    maybe: 0,
    declined: 0,
    pending: 0,
    people: 0,
    maybePeople: 0,
    waitlisted: 0,
    waitlistedPeople: 0,
    capacity: null,
    link: NO_LINK_ANSWERS,
    unlocked: false,
    lastAnswer: null,
    emails: { queued: 0, sent: 0, failed: 0, delivered: 0, delayed: 0, bounced: 0, complained: 0 },
    opened: { opened: 0, watching: 0 },
    ...overrides,
  };
}

/**
 * A guest as events.byId sends them, named `name`: one person with an e-mail address, whose
 * invitation went out and has no answer yet.
 */
export function sampleGuest(name: string, overrides: Partial<GuestView> = {}): GuestView {
  const id = `id-${name}`;
  return {
    id,
    name,
    email: `${name.toLowerCase()}@example.com`,
    phone: null,
    status: 'sent',
    viewState: null,
    peopleCount: 1,
    uniqueCode: `code-${name}`,
    sentAt: '2026-03-01T10:00:00.000Z',
    respondedAt: null,
    delivery: { state: 'sent', error: null },
    unsubscribed: false,
    optedOut: false,
    invitationIds: [id],
    mergedNames: [],
    ...overrides,
  };
}

/** payments.price as the server answers it by default. */
export const samplePrice: PriceView = {
  amountCents: 499,
  currency: 'usd',
  promo: { code: 'PARTY80', percentOff: 80 },
  texting: false,
};

/**
 * The fake server (test/fake-trpc.tsx) as the event's pages need it: events.byId answers `byId` (an
 * event, or the error the server would send), payments.price the sample price, events.linkAnswers
 * none, and any other path in `answers`; `push` sends counts on events.live as the server would
 * (wrapped by `tracked`).
 */
export function fakeEventTrpc(
  byId: EventView | TRPCClientError<AppRouter>,
  answers: Readonly<FakeAnswers> = {},
) {
  const fake = fakeTrpc({
    'events.byId': byId,
    'payments.price': samplePrice,
    'events.linkAnswers': [],
    ...answers,
  });
  let version = 0;
  /** Sends bare counts as a message that moves only the counts, or a whole EventLive as it is. */
  function push(message: EventCounts | EventLive) {
    version += 1;
    const data = 'whole' in message ? message : liveMessage(message);
    fake.push('events.live', { id: String(version), data });
  }
  return { ...fake, push, liveCount: () => fake.subscriberCount('events.live') };
}
