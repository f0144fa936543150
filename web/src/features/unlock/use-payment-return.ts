import { messages } from '@partyreel/shared/messages';
import type { PaymentReturn } from '@partyreel/shared/payments/payment-input';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { toast } from '../../ui/toast.tsx';

/**
 * docs/product.md (Limits and validation) 'Payment wait time-out': after 120 s the wait says it is
 * taking longer.
 */
export const PAYMENT_WAIT_TIMEOUT_MS = 120_000;

/** What the page shows while it waits for a payment to unlock the event. */
export type PaymentWait = 'processing' | 'slow' | null;

export interface PaymentReturnInput {
  /** The address's `payment`, as the checkout came back. */
  payment: PaymentReturn | undefined;
  /** The event's paywall as the page knows it, live; undefined while it is still loading. */
  unlocked: boolean | undefined;
  /** Drops `payment` from the address (a replace) once the return has been dealt with. */
  onHandled: () => void;
  /** payment=cancelled: offer the unlock again. */
  onCancelled: () => void;
}

/**
 * A return from checkout (docs/product.md, Paying). Cancelled reopens the unlock offer. Success
 * waits until the event is unlocked — only the payment provider's webhook unlocks it, and the page
 * hears of it live — then says so in a toast. Either way the address loses `payment`, so a reload
 * does not repeat it. After 120 s without the unlock the wait turns 'slow'; `close` hides it and
 * the unlock is still announced when it comes.
 */
export function usePaymentReturn({
  payment,
  unlocked,
  onHandled,
  onCancelled,
}: PaymentReturnInput): { wait: PaymentWait; close: () => void } {
  const [slow, setSlow] = useState(false);
  const [closed, setClosed] = useState(false);
  const announced = useRef(false);
  const handled = useEffectEvent(onHandled);
  const cancelled = useEffectEvent(onCancelled);

  useEffect(() => {
    if (payment !== 'cancelled') return;
    cancelled();
    handled();
  }, [payment]);

  useEffect(() => {
    if (payment !== 'success' || unlocked !== true) return;
    if (!announced.current) {
      announced.current = true;
      toast.success(messages.checkout.unlocked);
    }
    handled();
  }, [payment, unlocked]);

  const waiting = payment === 'success' && unlocked !== true;
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setSlow(true), PAYMENT_WAIT_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [waiting]);

  const wait: PaymentWait = !waiting || closed ? null : slow ? 'slow' : 'processing';
  return { wait, close: () => setClosed(true) };
}
