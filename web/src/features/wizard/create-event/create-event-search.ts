import { isUuid } from '@partyreel/shared/ids/uuid';
import type { PaymentReturn } from '@partyreel/shared/payments/payment-input';
import { readPaymentReturn } from '../../unlock/payment-search.ts';

/**
 * /create-event's query (docs/product.md, Pages): eventId (edit mode) and step, and `payment` when
 * a checkout started at the send step comes back (docs/product.md).
 */
export interface CreateEventSearch {
  step?: number;
  eventId?: string;
  payment?: PaymentReturn;
}

/** Keeps what is well-formed and drops the rest, so a mangled link still opens the wizard. */
export function validateCreateEventSearch(raw: Record<string, unknown>): CreateEventSearch {
  const search: CreateEventSearch = {};
  const step = Number(raw.step);
  if (raw.step !== undefined && Number.isInteger(step) && step >= 1 && step <= 14)
    search.step = step;
  if (typeof raw.eventId === 'string' && isUuid(raw.eventId)) search.eventId = raw.eventId;
  const payment = readPaymentReturn(raw.payment);
  if (payment) search.payment = payment;
  return search;
}
