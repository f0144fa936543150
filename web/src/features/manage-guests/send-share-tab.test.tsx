import { NOTHING_SKIPPED, sendSuccessMessage } from '@partyreel/shared/guests/send-outcome';
import { messages } from '@partyreel/shared/messages';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { callsTo } from '../../test/fake-trpc.tsx';
import { sessionOf } from '../../test/sample-session.ts';
import { serverError } from '../../test/server-error.ts';
import { toast } from '../../ui/toast.tsx';
import { SHARE_CODE, sampleEvent, samplePrice, unlockedEvent } from '../host-event/test-event.ts';
import { requestUnlock } from '../unlock/open-unlock-event.ts';
import { entry, listView, renderManageGuests } from './test-guests.tsx';

afterEach(() => {
  cleanup();
  toast.dismiss();
});

const view = listView([entry('Ava Lee'), entry('Ben Ortiz')], {
  reach: { all: 12, new: 0, poke: 1 },
});
const sent = (queued: number) => ({
  queued,
  texted: 0,
  skipped: { ...NOTHING_SKIPPED },
  invitationIds: [],
});

async function openTab(...args: Parameters<typeof renderManageGuests>) {
  const user = userEvent.setup();
  const rendered = await renderManageGuests(...args);
  await user.click(screen.getByRole('tab', { name: 'Send & Share' }));
  return { user, ...rendered };
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('Send & Share', () => {
  it('shows whom each send reaches, and sends the chosen type', async () => {
    const { user, fake } = await openTab(unlockedEvent(), view, { 'guests.send': sent(12) });
    await waitFor(() => expect(button('Send to all guests').disabled).toBe(false));
    expect(button('Send to all guests').getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('12 guests')).toBeInTheDocument();
    expect(screen.getByText('1 guest')).toBeInTheDocument();
    expect(screen.getByText('0 guests')).toBeInTheDocument();
    expect(button('Send to new guests').disabled).toBe(true);
    await user.click(button('Send to all guests'));
    expect(await screen.findByText(sendSuccessMessage('all', sent(12)))).toBeInTheDocument();
    await user.click(button('Poke unresponsive guests'));
    await screen.findByText(sendSuccessMessage('poke', sent(12)));
    expect(callsTo(fake, 'guests.send')).toEqual([
      { eventId: sampleEvent().id, type: 'all', locale: 'en-US' },
      { eventId: sampleEvent().id, type: 'poke', locale: 'en-US' },
    ]);
  });

  it('asks the host, before the first text, to confirm the guests agreed to texts, then sends', async () => {
    const { user, fake } = await openTab(unlockedEvent(), view, {
      'guests.send': (input: { textConsent?: boolean }) => {
        if (!input.textConsent)
          throw serverError('PRECONDITION_FAILED', 412, messages.texts.consentNeeded);
        return { ...sent(2), texted: 1 };
      },
    });
    await waitFor(() => expect(button('Send to all guests').disabled).toBe(false));
    await user.click(button('Send to all guests'));
    const dialog = await screen.findByRole('dialog', { name: messages.texts.consentTitle });
    expect(dialog).toHaveTextContent(messages.texts.consentLabel);
    // Nothing went yet, and no error toast: the question is the answer.
    expect(screen.queryByText(/Failed to send/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: messages.texts.consentConfirm }));
    expect(await screen.findByText(messages.texts.texted(1))).toBeInTheDocument();
    expect(screen.getByText(sendSuccessMessage('all', sent(2)))).toBeInTheDocument();
    expect(callsTo(fake, 'guests.send')).toEqual([
      { eventId: sampleEvent().id, type: 'all', locale: 'en-US' },
      { eventId: sampleEvent().id, type: 'all', locale: 'en-US', textConsent: true },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers texting guests who have an address too where the server texts, and sends so', async () => {
    const { user, fake } = await openTab(unlockedEvent(), view, {
      'payments.price': { ...samplePrice, texting: true },
      'guests.send': sent(12),
    });
    const choice = await screen.findByRole('checkbox', { name: messages.texts.preferText });
    await user.click(choice);
    await waitFor(() => expect(button('Send to all guests').disabled).toBe(false));
    await user.click(button('Send to all guests'));
    await screen.findByText(sendSuccessMessage('all', sent(12)));
    expect(callsTo(fake, 'guests.send')).toEqual([
      { eventId: sampleEvent().id, type: 'all', locale: 'en-US', preferText: true },
    ]);
  });

  it('does not offer texts where the server does not text', async () => {
    await openTab(unlockedEvent(), view, { 'payments.price': samplePrice });
    await waitFor(() => expect(button('Send to all guests').disabled).toBe(false));
    expect(screen.queryByRole('checkbox', { name: messages.texts.preferText })).toBeNull();
  });

  it('sends nothing when the host does not confirm the texting consent', async () => {
    const { user, fake } = await openTab(unlockedEvent(), view, {
      'guests.send': () => {
        throw serverError('PRECONDITION_FAILED', 412, messages.texts.consentNeeded);
      },
    });
    await waitFor(() => expect(button('Send to all guests').disabled).toBe(false));
    await user.click(button('Send to all guests'));
    await screen.findByRole('dialog', { name: messages.texts.consentTitle });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fake, 'guests.send')).toHaveLength(1);
    expect(button('Send to all guests').disabled).toBe(false);
  });

  it('says why an unverified host cannot send yet, and sends the verification link again', async () => {
    const { user, fake } = await openTab(unlockedEvent(), view, {
      'auth.me': { ...sessionOf(false), emailVerified: false },
      'auth.resendVerification': undefined,
    });
    expect(await screen.findByText(messages.send.unverified)).toBeInTheDocument();
    await user.click(button('Send the link again'));
    expect(await screen.findByText(messages.send.verificationSent)).toBeInTheDocument();
    expect(callsTo(fake, 'auth.resendVerification')).toHaveLength(1);
  });

  it('says nothing of verification to a verified host, and tells who a send left out', async () => {
    const { user } = await openTab(unlockedEvent(), view, {
      'auth.me': sessionOf(false),
      'guests.send': {
        ...sent(1),
        skipped: { ...NOTHING_SKIPPED, answered: 2, recentlySent: 1, suppressed: 1 },
      },
    });
    await waitFor(() => expect(button('Send to all guests').disabled).toBe(false));
    expect(screen.queryByText(messages.send.unverified)).not.toBeInTheDocument();
    await user.click(button('Send to all guests'));
    expect(await screen.findByText(messages.send.skippedAnswered(2))).toBeInTheDocument();
    expect(screen.getByText(messages.send.skippedRecentlySent(1))).toBeInTheDocument();
    expect(screen.getByText(messages.send.skippedSuppressed(1))).toBeInTheDocument();
  });

  it("shows the server's refusal", async () => {
    const { user } = await openTab(unlockedEvent(), view, {
      'guests.send': serverError('TOO_MANY_REQUESTS', 429, messages.send.tooMany),
    });
    await waitFor(() => expect(button('Poke unresponsive guests').disabled).toBe(false));
    await user.click(button('Poke unresponsive guests'));
    expect(await screen.findByText(messages.send.tooMany)).toBeInTheDocument();
  });

  it.each([
    [
      'a refusal it does not explain',
      serverError('NOT_FOUND', 404, 'Event not found'),
      'Event not found',
    ],
    ['no answer at all', new Error('fetch failed'), messages.generic.somethingWentWrong],
  ])("says 'Failed to send invitations: {message}' for %s", async (_, refusal, reason) => {
    const { user } = await openTab(unlockedEvent(), view, {
      'guests.send': () => Promise.reject(refusal),
    });
    await waitFor(() => expect(button('Poke unresponsive guests').disabled).toBe(false));
    await user.click(button('Poke unresponsive guests'));
    expect(await screen.findByText(messages.send.failedWith(reason))).toBeInTheDocument();
  });

  it("opens the unlock modal on the global 'partyreel:open-unlock' event", async () => {
    await renderManageGuests(sampleEvent(), view);
    act(() => requestUnlock(sampleEvent().id));
    expect(screen.getByRole('dialog', { name: 'Unlock Distribution' })).toBeInTheDocument();
  });

  it('offers the unlock instead of sending, copying or setting reminders while locked', async () => {
    const { user, fake } = await openTab(sampleEvent(), view);
    await waitFor(() => expect(button('Send to all guests').disabled).toBe(false));
    await user.click(button('Send to all guests'));
    expect(await screen.findByRole('dialog', { name: 'Unlock Distribution' })).toBeInTheDocument();
    await user.click(button('Maybe later'));
    await user.click(button('Copy Invitation Link'));
    expect(await screen.findByRole('dialog', { name: 'Unlock Distribution' })).toBeInTheDocument();
    expect(screen.getByText(messages.checkout.remindersLocked)).toBeInTheDocument();
    expect(
      (screen.getByLabelText("Remind guests who haven't answered") as HTMLSelectElement).disabled,
    ).toBe(true);
    expect(callsTo(fake, 'guests.send')).toEqual([]);
  });

  it('copies the invitation link', async () => {
    const { user } = await openTab(unlockedEvent(), view);
    await user.click(button('Copy Invitation Link'));
    expect(await screen.findByText(messages.link.copied)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/invite/${SHARE_CODE}`,
    );
    expect(button('Copied!')).toBeTruthy();
  });

  it('saves a reminder on change, and puts it back when saving fails', async () => {
    let fail = false;
    const { user, fake } = await openTab(unlockedEvent(), view, {
      'events.setReminders': () =>
        fail
          ? serverError('INTERNAL_SERVER_ERROR', 500, 'boom')
          : unlockedEvent({ reminderNoResponse: '3d', reminderAll: '' }),
    });
    const noResponse = screen.getByLabelText(
      "Remind guests who haven't answered",
    ) as HTMLSelectElement;
    await user.selectOptions(noResponse, '3d');
    await waitFor(() => expect(noResponse.disabled).toBe(false));
    expect(callsTo(fake, 'events.setReminders')).toEqual([
      { eventId: sampleEvent().id, reminderNoResponse: '3d', reminderAll: '' },
    ]);
    fail = true;
    const everyone = screen.getByLabelText('Remind everyone') as HTMLSelectElement;
    await user.selectOptions(everyone, '1d');
    expect(await screen.findByText(messages.guests.remindersFailed)).toBeInTheDocument();
    await waitFor(() => expect(everyone.value).toBe(''));
    expect(noResponse.value).toBe('3d');
  });
});
