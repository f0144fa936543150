import type { EventCounts } from '@partyreel/shared/events/event-view';
import { messages } from '@partyreel/shared/messages';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeAnswer, fakeTrpc, renderWithTrpc } from '../../../test/fake-trpc.tsx';
import { serverError } from '../../../test/server-error.ts';
import {
  SHARE_CODE,
  sampleEvent,
  samplePrice,
  unlockedEvent,
} from '../../event-detail/test-trpc.tsx';
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
  sentAt: null,
  respondedAt: null,
};
const locked = sampleEvent({ guests: [guest] });
const EVENT_ID = locked.id;

/** What events.live sends once the payment's webhook has unlocked the event. */
const paidCounts: EventCounts = {
  eventId: EVENT_ID,
  accepted: 0,
  declined: 0,
  pending: 1,
  people: 0,
  link: { code: SHARE_CODE, views: 0, accepted: 0, declined: 0, people: 0 },
  unlocked: true,
  lastAnswer: null,
};

async function renderSend(answers: Record<string, FakeAnswer>, props: Partial<SendStepProps> = {}) {
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
    expect(screen.getByText('Have a promo code? PARTY80 takes 80% off at checkout.')).toBeTruthy();
    await user.click(button);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(url));
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(fake.calls).toContainEqual({
      path: 'payments.createCheckout',
      input: { eventId: EVENT_ID, from: 'create-event-from-template' },
    });
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
    expect(within(dialog).getByRole('button', { name: messages.unlock.maybeLater })).toBeTruthy();
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
    expect(screen.getByRole('dialog', { name: messages.checkout.processing })).toBeTruthy();
    await screen.findByRole('heading', { name: messages.wizard.unlockYourInvitation });
    await vi.waitFor(() => expect(fake.subscriberCount('events.live')).toBe(1));
    expect(onPaymentHandled).not.toHaveBeenCalled();

    paid = true;
    act(() => fake.push('events.live', { id: '1', data: paidCounts }));
    expect(await screen.findByText(messages.checkout.unlocked)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: messages.checkout.processing })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Send invitations' })).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Guests' })).getByText('Sam Guest'),
    ).toBeTruthy();
    expect(
      screen
        .getByRole('button', { name: 'Send invitations (coming soon)' })
        .hasAttribute('disabled'),
    ).toBe(true);
    expect(onPaymentHandled).toHaveBeenCalledOnce();
    // The event is read again for what only a paid event has.
    await vi.waitFor(() =>
      expect(fake.calls.filter((call) => call.path === 'events.byId')).toHaveLength(2),
    );
  });
});
