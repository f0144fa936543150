import { messages, SUPPORT_EMAIL } from '@partyreel/shared/messages';
import type { PaymentReturn } from '@partyreel/shared/payments/payment-input';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster, toast } from '../../ui/toast.tsx';
import { PaymentReturnDialog } from './payment-return.tsx';
import { PAYMENT_WAIT_TIMEOUT_MS, usePaymentReturn } from './use-payment-return.ts';

afterEach(() => {
  cleanup();
  // sonner keeps its toasts across tests: start each with none.
  toast.dismiss();
  vi.useRealTimers();
});

interface HarnessProps {
  payment: PaymentReturn | undefined;
  unlocked: boolean | undefined;
  onHandled: () => void;
  onCancelled: () => void;
  reload: () => void;
}

function Harness({ reload, ...input }: HarnessProps) {
  const { wait, close } = usePaymentReturn(input);
  return <PaymentReturnDialog wait={wait} onClose={close} reload={reload} />;
}

function renderReturn(payment: PaymentReturn | undefined, unlocked: boolean | undefined) {
  const props = {
    payment,
    unlocked,
    onHandled: vi.fn(),
    onCancelled: vi.fn(),
    reload: vi.fn(),
  };
  const view = render(
    <>
      <Harness {...props} />
      <Toaster />
    </>,
  );
  const rerender = (next: Partial<HarnessProps>) =>
    view.rerender(
      <>
        <Harness {...props} {...next} />
        <Toaster />
      </>,
    );
  return { ...props, rerender };
}

const processing = () => screen.queryByRole('dialog', { name: messages.checkout.processing });
const slow = () => screen.queryByRole('dialog', { name: messages.checkout.takingLonger });

describe('the wait after a paid checkout', () => {
  it('shows Processing Payment... until the unlock arrives, then says so once', async () => {
    const { rerender, onHandled, onCancelled } = renderReturn('success', undefined);
    expect(processing()).toBeTruthy();
    rerender({ unlocked: false });
    expect(processing()).toBeTruthy();
    expect(onHandled).not.toHaveBeenCalled();

    rerender({ unlocked: true });
    expect(await screen.findByText(messages.checkout.unlocked)).toBeInTheDocument();
    expect(processing()).toBeNull();
    expect(onHandled).toHaveBeenCalledOnce();
    // The address forgets the return; nothing is said twice.
    rerender({ unlocked: true, payment: undefined });
    expect(screen.getAllByText(messages.checkout.unlocked)).toHaveLength(1);
    expect(onCancelled).not.toHaveBeenCalled();
  });

  it('after 120 s says it is taking longer, with Refresh Page, Contact Support and Close', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { reload, onHandled } = renderReturn('success', false);
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_WAIT_TIMEOUT_MS - 1000));
    expect(processing()).toBeTruthy();
    expect(slow()).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(processing()).toBeNull();
    expect(slow()).toBeTruthy();
    expect(PAYMENT_WAIT_TIMEOUT_MS).toBe(120_000);
    const refresh = screen.getByRole('button', { name: 'Refresh Page' });
    expect(document.activeElement).toBe(refresh);
    await user.click(refresh);
    expect(reload).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Contact Support' }).getAttribute('href')).toBe(
      `mailto:${SUPPORT_EMAIL}`,
    );

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(slow()).toBeNull();
    expect(onHandled).not.toHaveBeenCalled();
  });

  it('still announces an unlock that comes after the wait was closed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { rerender, onHandled } = renderReturn('success', false);
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_WAIT_TIMEOUT_MS));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    rerender({ unlocked: true });
    expect(await screen.findByText(messages.checkout.unlocked)).toBeInTheDocument();
    expect(onHandled).toHaveBeenCalledOnce();
  });

  it('offers the unlock again after a cancelled checkout, without waiting', () => {
    const { onCancelled, onHandled } = renderReturn('cancelled', false);
    expect(onCancelled).toHaveBeenCalledOnce();
    expect(onHandled).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does nothing on an ordinary visit', () => {
    const { onCancelled, onHandled } = renderReturn(undefined, false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onCancelled).not.toHaveBeenCalled();
    expect(onHandled).not.toHaveBeenCalled();
  });
});
