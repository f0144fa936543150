import type { EventCounts } from '@partyreel/shared/events/event-view';
import { NOTHING_SKIPPED } from '@partyreel/shared/guests/send-outcome';
import { messages } from '@partyreel/shared/messages';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTrpc } from '../../test/fake-trpc.tsx';
import { serverError } from '../../test/server-error.ts';
import { toast } from '../../ui/toast.tsx';
import {
  emptyCounts,
  fakeEventTrpc,
  sampleEvent,
  sampleGuest,
  unlockedEvent,
} from '../host-event/test-event.ts';
import { EventDetailPage } from './event-detail-page.tsx';
import { listEntryOf, liveMessage } from './test-live.ts';

afterEach(() => {
  cleanup();
  toast.dismiss();
  vi.restoreAllMocks();
});

/** The device the page runs on: a phone (a coarse pointer) or a computer. */
function onAPhone(phone: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: phone && query === '(pointer: coarse)',
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

const ava = sampleGuest('Ava', { status: 'accepted', viewState: 'completed', peopleCount: 3 });
const ben = sampleGuest('Ben', { status: 'viewed' });
const cleo = sampleGuest('Cleo', {
  status: 'unsent',
  sentAt: null,
  delivery: { state: 'failed', error: 'The address does not exist' },
});
const dan = sampleGuest('Dan', {
  email: null,
  phone: '+15550100',
  status: 'unsent',
  sentAt: null,
  delivery: null,
});

const counts = (event: ReturnType<typeof sampleEvent>): EventCounts =>
  emptyCounts({
    eventId: event.id,
    invited: event.guests.length,
    link: { ...event.counts.link },
    unlocked: event.counts.unlocked,
  });

async function openTab(fake: ReturnType<typeof fakeEventTrpc>) {
  const user = userEvent.setup();
  await renderWithTrpc(<EventDetailPage eventId={sampleEvent().id} />, fake);
  await screen.findByRole('heading', { level: 1 });
  await user.click(screen.getByRole('tab', { name: 'Personal Invites' }));
  const panel = screen.getByRole('tabpanel');
  expect(screen.getByRole('tab', { name: 'Personal Invites' }).getAttribute('aria-selected')).toBe(
    'true',
  );
  return { user, panel };
}

const row = (panel: HTMLElement, name: string) =>
  within(panel)
    .getAllByRole('row')
    .find((r) => within(r).queryByRole('rowheader')?.textContent?.startsWith(name)) as HTMLElement;
const cells = (panel: HTMLElement, name: string) =>
  within(row(panel, name))
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('Personal Invites', () => {
  it('lists each guest with status, people, sent time, and the failure reason', async () => {
    const fake = fakeEventTrpc(unlockedEvent({ guests: [ava, ben, cleo, dan] }));
    const { panel } = await openTab(fake);
    expect(cells(panel, 'Ava').slice(0, 3)).toEqual(['Accepted', '3', 'Mar 1, 3:45 PM']);
    expect(cells(panel, 'Ben').slice(0, 2)).toEqual(['Opened', '—']);
    expect(cells(panel, 'Cleo')[0]).toBe('FailedThe address does not exist');
    expect(cells(panel, 'Dan')[0]).toBe('Pending');
    const sendNew = within(panel).getByRole('link', { name: 'Send New' });
    expect(sendNew.getAttribute('href')).toBe(`/create-event?eventId=${sampleEvent().id}&step=12`);
    const all = within(panel).getByRole('link', { name: 'See all guests' });
    expect(all.getAttribute('href')).toBe(`/event/${sampleEvent().id}/guests`);
    // GUESTS & INVITES leads to the same page (Manage Guests).
    const manage = screen.getByRole('link', { name: 'Guests & Invites' });
    expect(manage.getAttribute('href')).toBe(`/event/${sampleEvent().id}/guests`);
  });

  it('resends to one guest only and says so', async () => {
    const fake = fakeEventTrpc(unlockedEvent({ guests: [ava, ben] }), {
      'guests.send': {
        queued: 1,
        texted: 0,
        skipped: { ...NOTHING_SKIPPED },
        invitationIds: [ben.id],
      },
    });
    const { user, panel } = await openTab(fake);
    await user.click(within(panel).getByRole('button', { name: 'Resend to Ben' }));
    expect(await screen.findByText(messages.send.resent('Ben'))).toBeInTheDocument();
    expect(fake.calls.filter((c) => c.path === 'guests.send').map((c) => c.input)).toEqual([
      { eventId: sampleEvent().id, type: 'resend', invitationIds: [ben.id], locale: 'en-US' },
    ]);
  });

  it('asks before e-mailing a guest who answered again, and sends only once the host says yes', async () => {
    const skipped = {
      noContact: 0,
      phoneOnly: 0,
      answered: 0,
      recentlySent: 0,
      suppressed: 0,
      optedOut: 0,
      textLimit: 0,
      badPhone: 0,
    };
    const fake = fakeEventTrpc(unlockedEvent({ guests: [ava, ben] }), {
      'guests.send': (input: { confirmAnswered?: string[] }) =>
        input.confirmAnswered?.includes(ava.id)
          ? { queued: 1, texted: 0, skipped, invitationIds: [ava.id] }
          : { queued: 0, texted: 0, skipped: { ...skipped, answered: 1 }, invitationIds: [] },
    });
    const { user, panel } = await openTab(fake);
    await user.click(within(panel).getByRole('button', { name: 'Resend to Ava' }));
    const dialog = await screen.findByRole('dialog', { name: messages.send.guestAnswered('Ava') });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(panel).getByRole('button', { name: 'Resend to Ava' }));
    const again = await screen.findByRole('dialog', { name: messages.send.guestAnswered('Ava') });
    await user.click(within(again).getByRole('button', { name: messages.send.resendAnyway }));
    expect(await screen.findByText(messages.send.resent('Ava'))).toBeInTheDocument();
    expect(fake.calls.filter((c) => c.path === 'guests.send').map((c) => c.input)).toEqual([
      { eventId: sampleEvent().id, type: 'resend', invitationIds: [ava.id], locale: 'en-US' },
      { eventId: sampleEvent().id, type: 'resend', invitationIds: [ava.id], locale: 'en-US' },
      {
        eventId: sampleEvent().id,
        type: 'resend',
        invitationIds: [ava.id],
        confirmAnswered: [ava.id],
        locale: 'en-US',
      },
    ]);
  });

  it('says why a guest e-mailed less than a day ago was not e-mailed again', async () => {
    const fake = fakeEventTrpc(unlockedEvent({ guests: [ben] }), {
      'guests.send': {
        queued: 0,
        texted: 0,
        skipped: { ...NOTHING_SKIPPED, recentlySent: 1 },
        invitationIds: [],
      },
    });
    const { user, panel } = await openTab(fake);
    await user.click(within(panel).getByRole('button', { name: 'Resend to Ben' }));
    expect(await screen.findByText(messages.send.guestRecentlySent('Ben'))).toBeInTheDocument();
  });

  it("shows the server's refusal of a resend", async () => {
    const fake = fakeEventTrpc(unlockedEvent({ guests: [dan, ben] }), {
      'guests.send': serverError('TOO_MANY_REQUESTS', 429, messages.send.tooMany),
    });
    const { user, panel } = await openTab(fake);
    await user.click(within(panel).getByRole('button', { name: 'Resend to Ben' }));
    expect(await screen.findByText(messages.send.tooMany)).toBeInTheDocument();
  });

  it("on a phone, texts a phone-only guest their own link from the host's phone and marks them sent", async () => {
    onAPhone(true);
    const fake = fakeEventTrpc(unlockedEvent({ title: "Zoe's 30th", guests: [dan, ben] }), {
      'auth.me': { id: 'host-1', displayName: 'Maya' },
      'guests.textedByHand': { sentAt: '2026-11-28T10:00:00.000Z' },
    });
    const { user, panel } = await openTab(fake);
    expect(within(panel).queryByRole('button', { name: 'Resend to Dan' })).toBeNull();
    const text = within(panel).getByRole('link', { name: 'Text from my phone to Dan' });
    const link = `${window.location.origin}/invite/${dan.uniqueCode}?id=${dan.id}`;
    await waitFor(() =>
      expect(text.getAttribute('href')).toBe(
        `sms:+15550100?&body=${encodeURIComponent(`Maya invites you to Zoe's 30th! Open your invitation: ${link}`)}`,
      ),
    );
    text.addEventListener('click', (event) => event.preventDefault());
    await user.click(text);
    expect(await screen.findByText(messages.guests.textedByHand('Dan'))).toBeInTheDocument();
    const call = fake.calls.find((c) => c.path === 'guests.textedByHand');
    expect(call?.input).toEqual({ eventId: sampleEvent().id, guestId: dan.id });
    // Ben has an e-mail: Resend, as before.
    expect(within(panel).getByRole('button', { name: 'Resend to Ben' })).toBeInTheDocument();
  });

  it("on a computer, copies a phone-only guest's own link instead, and marks nothing", async () => {
    onAPhone(false);
    const fake = fakeEventTrpc(unlockedEvent({ guests: [dan] }));
    const { user, panel } = await openTab(fake);
    await user.click(within(panel).getByRole('button', { name: 'Copy link for Dan' }));
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/invite/${dan.uniqueCode}?id=${dan.id}`,
    );
    expect(await screen.findByText(messages.link.copied)).toBeInTheDocument();
    expect(fake.calls.some((c) => c.path === 'guests.textedByHand')).toBe(false);
  });

  it('offers the unlock instead of texting while the event is locked', async () => {
    onAPhone(true);
    const fake = fakeEventTrpc(sampleEvent({ guests: [{ ...dan, uniqueCode: null }] }));
    const { user, panel } = await openTab(fake);
    await user.click(within(panel).getByRole('button', { name: 'Text from my phone to Dan' }));
    expect(await screen.findByRole('dialog', { name: 'Unlock Distribution' })).toBeInTheDocument();
    expect(fake.calls.some((c) => c.path === 'guests.textedByHand')).toBe(false);
  });

  it('offers the unlock instead of resending while the event is locked', async () => {
    const fake = fakeEventTrpc(sampleEvent({ guests: [ben] }));
    const { user, panel } = await openTab(fake);
    await user.click(within(panel).getByRole('button', { name: 'Resend to Ben' }));
    expect(await screen.findByRole('dialog', { name: 'Unlock Distribution' })).toBeInTheDocument();
    expect(fake.calls.some((c) => c.path === 'guests.send')).toBe(false);
  });

  it('takes a changed guest from the live message, so a status follows without a reload or a query', async () => {
    const served = unlockedEvent({ guests: [ben] });
    const fake = fakeEventTrpc(served);
    const { panel } = await openTab(fake);
    expect(cells(panel, 'Ben')[0]).toBe('Opened');
    await waitFor(() => expect(fake.liveCount()).toBe(1));
    const reads = fake.calls.length;
    const watching = listEntryOf({ ...ben, viewState: 'playing' });
    fake.push(
      liveMessage(
        { ...counts(served), opened: { opened: 1, watching: 1 } },
        { guests: [watching] },
      ),
    );
    await waitFor(() => expect(cells(screen.getByRole('tabpanel'), 'Ben')[0]).toBe('Watching'));
    expect(fake.calls.slice(reads)).toEqual([]);
  });

  it('shows a merged guest once, names the entries merged into it, and resends to the one standing for them', async () => {
    // events.byId merges duplicates (docs/decisions/036): Ana's two entries are one guest.
    const anaMerged = sampleGuest('Ana L.', {
      status: 'accepted',
      viewState: 'completed',
      peopleCount: 2,
      invitationIds: ['id-Ana L.', 'id-Ana'],
      mergedNames: ['Ana'],
    });
    const fake = fakeEventTrpc(unlockedEvent({ guests: [anaMerged, ben] }), {
      'guests.send': {
        queued: 1,
        texted: 0,
        skipped: { ...NOTHING_SKIPPED },
        invitationIds: [anaMerged.id],
      },
    });
    const { user, panel } = await openTab(fake);
    expect(within(panel).getAllByRole('rowheader')).toHaveLength(2);
    expect(within(panel).getByText(/guests? invited personally/).textContent).toContain(
      '2 guests invited personally',
    );
    expect(row(panel, 'Ana L.').textContent).toContain('Merged with Ana');
    expect(cells(panel, 'Ana L.').slice(0, 2)).toEqual(['Accepted', '2']);
    await user.click(within(panel).getByRole('button', { name: 'Resend to Ana L.' }));
    await waitFor(() =>
      expect(fake.calls.filter((c) => c.path === 'guests.send').map((c) => c.input)).toEqual([
        {
          eventId: sampleEvent().id,
          type: 'resend',
          invitationIds: [anaMerged.id],
          locale: 'en-US',
        },
      ]),
    );
  });
});

describe('Personal Invites: unsubscribed guests (docs/decisions/032)', () => {
  it('shows Unsubscribed for a guest who left the event’s e-mails, and a note under an answer', async () => {
    const eve = sampleGuest('Eve', { unsubscribed: true });
    const avaOff = sampleGuest('Ava', {
      status: 'accepted',
      viewState: 'completed',
      peopleCount: 3,
      unsubscribed: true,
    });
    const { panel } = await openTab(fakeEventTrpc(unlockedEvent({ guests: [avaOff, ben, eve] })));
    expect(cells(panel, 'Eve')[0]).toBe(messages.send.unsubscribed);
    expect(cells(panel, 'Ava')[0]).toBe(`Accepted${messages.send.unsubscribedNote}`);
    expect(cells(panel, 'Ben')[0]).toBe('Opened');
  });
});
