import type { AppRouter } from '@partyreel/server/router';
import type { EventCounts, EventView } from '@partyreel/shared/events/event-view';
import type { PriceView } from '@partyreel/shared/payments/payment-input';
import type { TRPCClientError } from '@trpc/client';
import { type FakeAnswer, fakeTrpc } from '../../test/fake-trpc.tsx';

/** The share code events.byId and events.live send once an event is unlocked. */
export const SHARE_CODE = 'abcDEF123456';

/**
 * Counts as the server would send them for `event`'s guests (these fixtures have no duplicates, so
 * no de-duplication is needed) and its share link; a test that cares passes its own.
 */
export function countsFor(event: Omit<EventView, 'counts'>): EventCounts {
  const of = (status: string) => event.guests.filter((g) => g.status === status);
  const accepted = of('accepted');
  return {
    eventId: event.id,
    // events.byId's guests are merged already: one per person.
    invited: event.guests.length,
    accepted: accepted.length,
    declined: of('declined').length,
    pending: event.guests.length - accepted.length - of('declined').length,
    people: accepted.reduce((sum, g) => sum + g.peopleCount, 0),
    link: { ...event.shareLink },
    unlocked: event.unlocked,
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
    image: null,
    video: null,
    music: null,
    reminderNoResponse: '',
    reminderAll: '',
    nextReminderAt: null,
    unlocked: false,
    shareLink: { code: null, views: 0, accepted: 0, declined: 0, people: 0 },
    guests: [],
    createdAt: '2026-02-01T10:00:00.000Z',
    ...overrides,
  };
  return { ...event, counts: overrides.counts ?? countsFor(event) };
}

/** The same event, paid for: unlocked, with its share code. */
export function unlockedEvent(overrides: Partial<EventView> = {}): EventView {
  const { counts: _, ...event } = sampleEvent(overrides);
  const paid = { ...event, unlocked: true, shareLink: { ...event.shareLink, code: SHARE_CODE } };
  return { ...paid, counts: overrides.counts ?? countsFor(paid) };
}

/** payments.price as the server answers it by default. */
export const samplePrice: PriceView = {
  amountCents: 499,
  currency: 'usd',
  promo: { code: 'PARTY80', percentOff: 80 },
};

/**
 * The fake server (test/fake-trpc.tsx) as the event's pages need it: events.byId answers `byId` (an
 * event, or the error the server would send), payments.price the sample price, events.linkAnswers
 * none, and any other path in `answers`; `push` sends counts on events.live as the server would
 * (wrapped by `tracked`).
 */
export function fakeEventTrpc(
  byId: EventView | TRPCClientError<AppRouter>,
  answers: Readonly<Record<string, FakeAnswer>> = {},
) {
  const fake = fakeTrpc({
    'events.byId': byId,
    'payments.price': samplePrice,
    'events.linkAnswers': [],
    ...answers,
  });
  let version = 0;
  function push(counts: EventCounts) {
    version += 1;
    fake.push('events.live', { id: String(version), data: counts });
  }
  return { ...fake, push, liveCount: () => fake.subscriberCount('events.live') };
}
