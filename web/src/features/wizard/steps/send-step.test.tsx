import { NOTHING_SKIPPED, type SendInvitationsResult } from '@partyreel/shared/guests/send-outcome';
import { SEND_SUCCESS_DELAY_MS } from '@partyreel/shared/limits';
import { messages } from '@partyreel/shared/messages';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type FakeAnswers,
  type FakeTrpc,
  fakeTrpc,
  renderWithTrpc,
} from '../../../test/fake-trpc.tsx';
import { serverError } from '../../../test/server-error.ts';
import { toast } from '../../../ui/toast.tsx';
import {
  emptyCounts,
  SHARE_CODE,
  sampleEvent,
  samplePrice,
  unlockedEvent,
} from '../../host-event/test-event.ts';
import { SendStep, type SendStepProps } from './send-step.tsx';

afterEach(() => {
  cleanup();
  toast.dismiss();
  vi.restoreAllMocks();
});

const guest = {
  id: 'g1',
  name: 'Sam Guest',
  email: 'sam@example.com',
  phone: null,
  status: 'unsent' as const,
  peopleCount: 1,
  uniqueCode: null,
  viewState: null,
  sentAt: null,
  respondedAt: null,
  delivery: null,
  unsubscribed: false,
  optedOut: false,
  invitationIds: ['g1'],
  mergedNames: [],
};
const locked = sampleEvent({ guests: [guest] });
const EVENT_ID = locked.id;

/** What events.live sends once the payment's webhook has unlocked the event. */
const paidCounts = emptyCounts({
  invited: 1,
  pending: 1,
  link: { ...emptyCounts().link, code: SHARE_CODE },
  unlocked: true,
});

/** The buttons drawn in the primary look (the party gradient). */
const loudButtons = () =>
  screen
    .getAllByRole('button')
    .filter((button) => button.className.split(' ').includes('bg-party'));

async function renderSend(answers: FakeAnswers, props: Partial<SendStepProps> = {}) {
  const fake = fakeTrpc({ 'events.byId': locked, 'payments.price': samplePrice, ...answers });
  const handlers = { onBack: vi.fn(), onSkip: vi.fn(), onPaymentHandled: vi.fn() };
  await renderWithTrpc(
    <SendStep
      step={5}
      total={7}
      eventId={EVENT_ID}
      from="create-event-from-template"
      {...handlers}
      {...props}
    />,
    fake,
  );
  return { fake, ...handlers, user: userEvent.setup() };
}

describe('the send step of a locked event', () => {
  it('starts checkout itself, for this wizard, with a spinner until the browser leaves', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const url = 'https://checkout.example/cs_test_1';
    const { fake, user } = await renderSend({
      'payments.createCheckout': { sessionId: 'cs_test_1', url },
    });
    await screen.findByRole('heading', { name: messages.wizard.unlockYourInvitation });
    const button = await screen.findByRole('button', { name: 'Unlock for $4.99' });
    expect(
      screen.getByText('Have a promo code? PARTY80 takes 80% off at checkout.'),
    ).toBeInTheDocument();
    await user.click(button);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(url));
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(fake.calls).toContainEqual({
      path: 'payments.createCheckout',
      input: { eventId: EVENT_ID, from: 'create-event-from-template' },
    });
  });

  it('has one loud button, checkout; Skip for now is quiet; it says before paying whom no e-mail will reach', async () => {
    const phoneOnly = { ...guest, id: 'g9', name: 'Pat', email: null, phone: '+15550100' };
    await renderSend({
      'guests.list': { entries: [guest, phoneOnly] },
    });
    const checkout = await screen.findByRole('button', { name: 'Unlock for $4.99' });
    expect(loudButtons()).toEqual([checkout]);
    expect(screen.getByRole('button', { name: messages.wizard.skipForNow })).toBeInTheDocument();
    expect(
      await screen.findByText(messages.unlock.phoneOnlyBeforePaying(['Pat'])),
    ).toBeInTheDocument();
  });

  it('says why checkout did not start', async () => {
    const { user } = await renderSend({
      'payments.createCheckout': serverError('TOO_MANY_REQUESTS', 429, 'x'),
    });
    await user.click(await screen.findByRole('button', { name: 'Unlock for $4.99' }));
    expect((await screen.findByRole('alert')).textContent).toBe(messages.checkout.tooMany);
  });

  it('offers the unlock again after a cancelled checkout', async () => {
    const { onPaymentHandled } = await renderSend({}, { payment: 'cancelled' });
    const dialog = await screen.findByRole('dialog', { name: messages.unlock.title });
    expect(
      within(dialog).getByRole('button', { name: messages.unlock.maybeLater }),
    ).toBeInTheDocument();
    expect(onPaymentHandled).toHaveBeenCalledOnce();
  });
});

describe('the send step after a paid checkout', () => {
  it('waits for the unlock live, then shows the guests, says so and forgets the return', async () => {
    let paid = false;
    const { fake, onPaymentHandled } = await renderSend(
      { 'events.byId': () => (paid ? unlockedEvent({ guests: [guest] }) : locked) },
      { payment: 'success' },
    );
    expect(screen.getByRole('dialog', { name: messages.checkout.processing })).toBeInTheDocument();
    await screen.findByRole('heading', { name: messages.wizard.unlockYourInvitation });
    await vi.waitFor(() => expect(fake.subscriberCount('events.live')).toBe(1));
    expect(onPaymentHandled).not.toHaveBeenCalled();

    paid = true;
    act(() => fake.push('events.live', { id: '1', data: paidCounts }));
    expect(await screen.findByText(messages.checkout.unlocked)).toBeInTheDocument();
    expect(
      screen.queryByRole('dialog', { name: messages.checkout.processing }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Send invitations' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Guests' })).getByText('Sam Guest'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send invitations' }).hasAttribute('disabled')).toBe(
      false,
    );
    expect(onPaymentHandled).toHaveBeenCalledOnce();
    // The event is read again for what only a paid event has.
    await vi.waitFor(() =>
      expect(fake.calls.filter((call) => call.path === 'events.byId')).toHaveLength(2),
    );
  });
});

describe('sending from the send step of an unlocked event', () => {
  const phoneGuest = {
    ...guest,
    id: 'g2',
    name: 'Pat Phone',
    email: null,
    phone: '+15550100',
    invitationIds: ['g2'],
  };
  const unlocked = unlockedEvent({ guests: [guest, phoneGuest] });
  const queued = (result: Partial<SendInvitationsResult> = {}): SendInvitationsResult => ({
    queued: 1,
    texted: 0,
    skipped: { ...NOTHING_SKIPPED },
    invitationIds: ['g1'],
    ...result,
  });
  const sends = (fake: FakeTrpc) => fake.calls.filter((call) => call.path === 'guests.send');
  const sendButton = () => screen.findByRole('button', { name: 'Send invitations' });

  /** A guests.send answer that waits until the test settles it. */
  function deferred() {
    let settle: (answer: SendInvitationsResult | Error) => void = () => {};
    const answer = () =>
      new Promise<SendInvitationsResult>((resolve, reject) => {
        settle = (value) => (value instanceof Error ? reject(value) : resolve(value));
      });
    return { answer, settle: (value: SendInvitationsResult | Error) => settle(value) };
  }

  afterEach(() => {
    vi.useRealTimers();
  });

  it('has one loud button, Send invitations; Continue is quiet', async () => {
    await renderSend({ 'events.byId': unlocked });
    const send = await sendButton();
    expect(loudButtons()).toEqual([send]);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });

  it('sends to the guests not sent yet, with a spinner while the server works', async () => {
    const pending = deferred();
    const { fake, user, onSkip } = await renderSend({
      'events.byId': unlocked,
      'guests.send': pending.answer,
    });
    const button = await sendButton();
    expect(sends(fake)).toHaveLength(0);

    await user.click(button);
    expect(sends(fake)).toEqual([
      { path: 'guests.send', input: { eventId: EVENT_ID, type: 'new', locale: 'en-US' } },
    ]);
    await vi.waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.querySelector('svg.animate-spin')).not.toBeNull();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await act(async () => pending.settle(queued()));
    expect((await screen.findByRole('status')).textContent).toBe(messages.send.sent);
    expect(button.getAttribute('aria-busy')).toBe('false');
    expect(button.querySelector('svg.animate-spin')).toBeNull();
    // Sent: not a second time.
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(onSkip).not.toHaveBeenCalled();
  });

  /** Sends (accepted by the server) with the clock faked from the click on; the step says so. */
  async function sentOnFakeTimers() {
    const rendered = await renderSend({ 'events.byId': unlocked, 'guests.send': queued() });
    const button = await sendButton();
    vi.useFakeTimers();
    await act(async () => {
      button.click();
      await vi.advanceTimersByTimeAsync(50);
    });
    expect(screen.getByRole('status').textContent).toBe(messages.send.sent);
    return rendered;
  }

  it('says it sent, then moves on after 1.5 seconds and not before', async () => {
    const { onSkip } = await sentOnFakeTimers();
    expect(onSkip).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(SEND_SUCCESS_DELAY_MS - 100));
    expect(onSkip).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(onSkip).toHaveBeenCalledOnce();
  });

  it('moves on no more once the step is gone', async () => {
    const { onSkip } = await sentOnFakeTimers();
    cleanup();
    await vi.advanceTimersByTimeAsync(SEND_SUCCESS_DELAY_MS * 2);
    expect(onSkip).not.toHaveBeenCalled();
  });

  it('says which guests were skipped', async () => {
    const { user } = await renderSend({
      'events.byId': unlocked,
      'guests.send': queued({
        skipped: { ...NOTHING_SKIPPED, noContact: 2, phoneOnly: 1 },
      }),
    });
    await user.click(await sendButton());
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain(messages.send.sent);
    expect(status.textContent).toContain(
      '1 guest has only a phone number and was skipped: text them their link from Personal Invites.',
    );
    expect(status.textContent).toContain('2 guests have no email or phone and were skipped.');
  });

  it('does not claim a success when every new guest had only a phone number', async () => {
    const { user } = await renderSend({
      'events.byId': unlocked,
      'guests.send': queued({
        queued: 0,
        texted: 0,
        invitationIds: [],
        skipped: { ...NOTHING_SKIPPED, phoneOnly: 2 },
      }),
    });
    await user.click(await sendButton());
    const status = await screen.findByRole('status');
    expect(status.textContent).not.toContain(messages.send.sent);
    expect(status.textContent).toContain(
      '2 guests have only a phone number and were skipped: text them their links from Personal Invites.',
    );
  });

  it.each([
    [
      'no guest is new',
      serverError('BAD_REQUEST', 400, messages.send.noRecipients),
      messages.send.noRecipients,
    ],
    [
      'too many guests',
      serverError('BAD_REQUEST', 400, messages.send.tooManyGuests),
      messages.send.tooManyGuests,
    ],
    [
      'the event is locked',
      serverError('PRECONDITION_FAILED', 412, messages.send.locked),
      messages.send.locked,
    ],
    [
      'too many sends',
      serverError('TOO_MANY_REQUESTS', 429, messages.send.tooMany),
      messages.send.tooMany,
    ],
    [
      'the server failed inside',
      serverError('INTERNAL_SERVER_ERROR', 500, 'db down'),
      messages.send.failed,
    ],
    [
      'the event is not found',
      serverError('NOT_FOUND', 404, messages.eventDetail.notFound),
      messages.send.failed,
    ],
    ['the network failed', new Error('fetch failed'), messages.send.failed],
  ])('when %s, says so, keeps the guests and lets the host try again', async (_, refusal, text) => {
    const { fake, user, onSkip } = await renderSend({
      'events.byId': unlocked,
      'guests.send': () => Promise.reject(refusal),
    });
    const button = await sendButton();
    await user.click(button);
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Guests' });
    expect(within(list).getByText('Sam Guest')).toBeInTheDocument();
    expect(within(list).getByText('Pat Phone')).toBeInTheDocument();
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(button.getAttribute('aria-busy')).toBe('false');

    await user.click(button);
    await vi.waitFor(() => expect(sends(fake)).toHaveLength(2));
    expect(onSkip).not.toHaveBeenCalled();
  });

  it('shows the unlock again when the server says the event is locked', async () => {
    let lockedNow = false;
    const { fake, user } = await renderSend({
      'events.byId': () => (lockedNow ? locked : unlocked),
      'guests.send': () => {
        lockedNow = true;
        throw serverError('PRECONDITION_FAILED', 412, messages.send.locked);
      },
    });
    await user.click(await sendButton());
    expect(
      await screen.findByRole('heading', { name: messages.wizard.unlockYourInvitation }),
    ).toBeInTheDocument();
    expect(fake.calls.filter((call) => call.path === 'events.byId')).toHaveLength(2);
  });

  it('sends once however quickly the host clicks twice', async () => {
    const pending = deferred();
    const { fake, user } = await renderSend({
      'events.byId': unlocked,
      'guests.send': pending.answer,
    });
    const button = await sendButton();
    await act(async () => {
      button.click();
      button.click();
    });
    await user.dblClick(button);
    await act(async () => pending.settle(queued()));
    expect((await screen.findByRole('status')).textContent).toBe(messages.send.sent);
    await user.dblClick(button);
    expect(sends(fake)).toHaveLength(1);
  });

  it('offers no send when the event has no guests', async () => {
    await renderSend({ 'events.byId': unlockedEvent({ guests: [] }) });
    expect(await screen.findByText(messages.wizard.noRecipients)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send invitations' })).not.toBeInTheDocument();
  });
});
