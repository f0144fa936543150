import type { EventCounts } from '@partyreel/shared/events/event-view';
import { messages } from '@partyreel/shared/messages';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, renderWithTrpc } from '../../test/fake-trpc.tsx';
import { serverError } from '../../test/server-error.ts';
import { toast } from '../../ui/toast.tsx';
import {
  emptyCounts,
  fakeEventTrpc,
  SHARE_CODE,
  sampleEvent,
  unlockedEvent,
} from '../host-event/test-event.ts';
import { OPEN_UNLOCK_EVENT, requestUnlock } from '../unlock/open-unlock-event.ts';
import { EventDetailPage, type EventDetailPageProps } from './event-detail-page.tsx';

afterEach(() => {
  cleanup();
  // sonner keeps its toasts across tests: start each with none.
  toast.dismiss();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Counts with answers both from personal invitations and through the share link. */
function counts(overrides: Partial<EventCounts> = {}): EventCounts {
  return emptyCounts({
    invited: 13,
    accepted: 4,
    declined: 2,
    pending: 7,
    people: 9,
    maybe: 0,
    maybePeople: 0,
    link: {
      code: null,
      views: 31,
      accepted: 3,
      maybe: 0,
      declined: 1,
      people: 5,
      maybePeople: 0,
      waitlisted: 0,
      waitlistedPeople: 0,
    },
    ...overrides,
  });
}

/** What events.live sends once the payment has unlocked the event: the share code comes with it. */
const paidCounts = () => counts({ unlocked: true, link: { ...counts().link, code: SHARE_CODE } });

/** events.update that saves until `server.refuse` is set, then refuses with the rate limit's text. */
function settingsServer() {
  const server = { refuse: false };
  const fake = fakeEventTrpc(sampleEvent(), {
    'events.update': () =>
      server.refuse
        ? serverError('TOO_MANY_REQUESTS', 429, messages.editEvent.tooManyChanges)
        : { alreadyInvited: [] },
  });
  return { fake, server };
}

async function renderPage(
  fake: ReturnType<typeof fakeEventTrpc>,
  page: Partial<EventDetailPageProps> = {},
) {
  const view = await renderWithTrpc(<EventDetailPage eventId={sampleEvent().id} {...page} />, fake);
  await screen.findByRole('heading', { level: 1 });
  return view;
}

const stat = (panel: HTMLElement, label: string) =>
  within(panel).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('EventDetailPage', () => {
  it("says 'Event not found' for an event that is not the caller's, with a way back", async () => {
    await renderPage(fakeEventTrpc(serverError('NOT_FOUND', 404, 'Event not found')));
    expect(screen.getByRole('alert').textContent).toBe(messages.eventDetail.notFound);
    expect(screen.getByRole('link', { name: 'Back to dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('says the event failed to load when something else went wrong, and offers a retry', async () => {
    await renderPage(fakeEventTrpc(serverError('INTERNAL_SERVER_ERROR', 500, 'boom')));
    expect(screen.getByRole('alert').textContent).toBe(messages.eventDetail.loadFailed);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows the details, the actions, and the live counts once they arrive', async () => {
    const fake = fakeEventTrpc(
      sampleEvent({ description: 'Cake at <b>four</b>', endTime: '17:30' }),
    );
    await renderPage(fake);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("Mia's 7th Birthday");
    expect(screen.getByText('Saturday, March 14, 2026')).toBeInTheDocument();
    expect(screen.getByText(/2:00 PM – 5:30 PM/)).toBeInTheDocument();
    expect(screen.getByText(messages.eventDetail.noLocation)).toBeInTheDocument();
    // Text, never HTML.
    expect(screen.getByText('Cake at <b>four</b>')).toBeInTheDocument();
    const actions = screen.getByRole('navigation', { name: 'Event actions' });
    expect(within(actions).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      `/edit-event/${sampleEvent().id}`,
    );
    expect(
      within(actions).getByRole('link', { name: 'View & Edit Invitation' }).getAttribute('href'),
    ).toBe(`/create-event?eventId=${sampleEvent().id}&step=9`);

    const summary = screen.getByRole('tabpanel');
    expect(stat(summary, 'Accepted')).toBe('0');
    await vi.waitFor(() => expect(fake.liveCount()).toBe(1));
    act(() => fake.push(counts()));
    // Personal guests plus the share link's answers; Pending is personal guests only.
    expect(stat(summary, 'Accepted')).toBe('7');
    expect(stat(summary, 'Declined')).toBe('3');
    expect(stat(summary, 'Pending')).toBe('7');
    expect(stat(summary, 'People')).toBe('14');
    expect(stat(summary, 'Anonymous Views')).toBe('31');
  });

  it('opens the unlock modal from Copy, QR and Open Invitation Link while locked', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await renderPage(fakeEventTrpc(sampleEvent()));
    await user.click(screen.getByRole('tab', { name: 'Link Sharing' }));
    expect(screen.getByRole('tab', { name: 'Link Sharing' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(
      screen.getByText(`${window.location.origin}/invite/${'•'.repeat(12)}`),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    const dialog = screen.getByRole('dialog', { name: messages.unlock.title });
    expect(writeText).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: messages.unlock.maybeLater }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Unlock to show the QR code' }));
    expect(screen.getByRole('dialog', { name: messages.unlock.title })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open Invitation Link' }));
    expect(screen.getByRole('dialog', { name: messages.unlock.title })).toBeInTheDocument();
  });

  it("opens the unlock modal on the global 'partyreel:open-unlock' event for this event only", async () => {
    const event = sampleEvent();
    await renderPage(fakeEventTrpc(event));
    act(() => requestUnlock('another-event'));
    act(() => window.dispatchEvent(new CustomEvent(OPEN_UNLOCK_EVENT)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => requestUnlock(event.id));
    expect(screen.getByRole('dialog', { name: messages.unlock.title })).toBeInTheDocument();
  });

  it('copies the link once unlocked live, says so, and shows Copied! for 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const fake = fakeEventTrpc(sampleEvent());
    await renderPage(fake);
    await vi.waitFor(() => expect(fake.liveCount()).toBe(1));
    act(() => fake.push(paidCounts()));
    const url = `${window.location.origin}/invite/${SHARE_CODE}`;
    expect(screen.getByRole('link', { name: 'Open Invitation Link' }).getAttribute('href')).toBe(
      url,
    );

    await user.click(screen.getByRole('tab', { name: 'Link Sharing' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText(url)).toBeInTheDocument();
    expect(within(panel).getByRole('img', { name: /QR code/ })).toBeInTheDocument();
    expect(stat(panel, 'Views')).toBe('31');
    await user.click(within(panel).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(url);
    expect(await screen.findByText(messages.link.copied)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(within(panel).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('says the copy failed when the clipboard refuses', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await renderPage(fakeEventTrpc(unlockedEvent()));
    await user.click(screen.getByRole('tab', { name: 'Link Sharing' }));
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText(messages.link.copyFailed)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copied!' })).not.toBeInTheDocument();
  });

  it("says 'Failed to copy link.' in a browser without the clipboard API", async () => {
    const user = userEvent.setup();
    const clipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    try {
      await renderPage(fakeEventTrpc(unlockedEvent()));
      await user.click(screen.getByRole('tab', { name: 'Link Sharing' }));
      await user.click(screen.getByRole('button', { name: 'Copy' }));
      expect(await screen.findByText(messages.link.copyFailedShort)).toBeInTheDocument();
      expect(screen.queryByText(messages.link.copyFailed)).not.toBeInTheDocument();
    } finally {
      if (clipboard) Object.defineProperty(navigator, 'clipboard', clipboard);
      else delete (navigator as { clipboard?: unknown }).clipboard;
    }
  });

  it('announces a new answer, but not the one already there on arrival', async () => {
    const fake = fakeEventTrpc(sampleEvent());
    await renderPage(fake);
    await vi.waitFor(() => expect(fake.liveCount()).toBe(1));
    const earlier = {
      invitationId: 'i0',
      name: 'Old Friend',
      response: 'declined' as const,
      peopleCount: 1,
      note: null,
      at: '2026-02-02T10:00:00.000Z',
    };
    act(() => fake.push(counts({ lastAnswer: earlier })));
    act(() =>
      fake.push(
        counts({
          accepted: 5,
          lastAnswer: {
            ...earlier,
            invitationId: 'i1',
            name: 'Ana',
            response: 'accepted',
            peopleCount: 3,
            at: '2026-02-03T10:00:00.000Z',
          },
        }),
      ),
    );
    expect(await screen.findByText('Ana accepted (3 people)')).toBeInTheDocument();
    expect(screen.queryByText('Old Friend declined')).not.toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    await renderPage(fakeEventTrpc(sampleEvent()));
    screen.getByRole('tab', { name: 'Summary' }).focus();
    await user.keyboard('{ArrowRight}');
    const personal = screen.getByRole('tab', { name: 'Personal Invites' });
    expect(personal.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(personal);
    await user.keyboard('{ArrowRight}');
    const link = screen.getByRole('tab', { name: 'Link Sharing' });
    expect(link.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(link);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Summary' }));
  });
});

describe('EventDetailPage after checkout', () => {
  it('reopens the unlock offer when the host cancelled checkout, and forgets the return', async () => {
    const clearPayment = vi.fn();
    await renderPage(fakeEventTrpc(sampleEvent()), { payment: 'cancelled', clearPayment });
    const dialog = await screen.findByRole('dialog', { name: messages.unlock.title });
    expect(await within(dialog).findByText('$4.99')).toBeInTheDocument();
    expect(clearPayment).toHaveBeenCalledOnce();
    expect(
      screen.queryByRole('dialog', { name: messages.checkout.processing }),
    ).not.toBeInTheDocument();
  });

  it('waits for the payment, then says it arrived and opens the link without a reload', async () => {
    const clearPayment = vi.fn();
    const fake = fakeEventTrpc(sampleEvent());
    await renderPage(fake, { payment: 'success', clearPayment });
    expect(screen.getByRole('dialog', { name: messages.checkout.processing })).toBeInTheDocument();
    await vi.waitFor(() => expect(fake.liveCount()).toBe(1));
    // The first message still says locked: the webhook has not arrived yet.
    act(() => fake.push(counts()));
    expect(screen.getByRole('dialog', { name: messages.checkout.processing })).toBeInTheDocument();
    expect(clearPayment).not.toHaveBeenCalled();

    act(() => fake.push(paidCounts()));
    expect(await screen.findByText(messages.checkout.unlocked)).toBeInTheDocument();
    expect(
      screen.queryByRole('dialog', { name: messages.checkout.processing }),
    ).not.toBeInTheDocument();
    expect(clearPayment).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Open Invitation Link' }).getAttribute('href')).toBe(
      `${window.location.origin}/invite/${SHARE_CODE}`,
    );
  });

  it('only says so when the event was already unlocked on arrival', async () => {
    const clearPayment = vi.fn();
    await renderPage(fakeEventTrpc(unlockedEvent()), { payment: 'success', clearPayment });
    expect(await screen.findByText(messages.checkout.unlocked)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(clearPayment).toHaveBeenCalledOnce();
  });

  it("starts checkout from the page's unlock offer, coming back to this page", async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const url = 'https://checkout.example/cs_test_1';
    const fake = fakeEventTrpc(sampleEvent(), {
      'payments.createCheckout': { sessionId: 'cs_test_1', url },
    });
    await renderPage(fake);
    await user.click(screen.getByRole('button', { name: 'Open Invitation Link' }));
    const dialog = screen.getByRole('dialog', { name: messages.unlock.title });
    await user.click(await within(dialog).findByRole('button', { name: 'Unlock for $4.99' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(url));
    expect(fake.calls).toContainEqual({
      path: 'payments.createCheckout',
      input: { eventId: sampleEvent().id, from: 'event' },
    });
  });

  it('saves Who’s coming as soon as it is switched, and puts it back with the reason when refused', async () => {
    const user = userEvent.setup();
    const { fake, server } = settingsServer();
    await renderPage(fake);
    const toggle = screen.getByRole('checkbox', { name: 'Show who’s coming on the invitation' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(callsTo(fake, 'events.update')).toEqual([
      { eventId: sampleEvent().id, showGuestList: true },
    ]);

    server.refuse = true;
    await user.click(toggle);
    expect(await screen.findByText(messages.editEvent.tooManyChanges)).toBeInTheDocument();
    expect(toggle).toBeChecked();
  });

  it('saves how the host hears of answers as soon as it is chosen, and puts it back when refused', async () => {
    const user = userEvent.setup();
    const { fake, server } = settingsServer();
    await renderPage(fake);
    const alerts = screen.getByRole('combobox', { name: 'E-mail me about answers' });
    expect(alerts).toHaveValue('each');
    await user.selectOptions(alerts, 'Once a day, at 9 in the morning');
    expect(alerts).toHaveValue('digest');
    expect(callsTo(fake, 'events.update')).toEqual([
      { eventId: sampleEvent().id, answerAlerts: 'digest' },
    ]);

    server.refuse = true;
    await user.selectOptions(alerts, 'Never');
    expect(await screen.findByText(messages.editEvent.tooManyChanges)).toBeInTheDocument();
    expect(alerts).toHaveValue('digest');
  });
});
