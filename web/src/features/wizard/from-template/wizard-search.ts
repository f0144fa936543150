import { isUuid } from '@partyreel/shared/ids/uuid';
import type { PaymentReturn } from '@partyreel/shared/payments/payment-input';
import { readPaymentReturn } from '../../unlock/payment-search.ts';

/**
 * The template-first wizard's query (docs/product.md, The creation wizards): templateId, or step=1
 * and search, plus eventId; and `payment` when a checkout started at the send step comes back
 * (docs/product.md, Paying).
 */
export interface TemplateWizardSearch {
  templateId?: string;
  step?: number;
  search?: string;
  eventId?: string;
  payment?: PaymentReturn;
}

const ID = /^[a-z0-9-]{1,100}$/;

/** Keeps what is well-formed and drops the rest, so a mangled link still opens the wizard. */
export function validateWizardSearch(raw: Record<string, unknown>): TemplateWizardSearch {
  const search: TemplateWizardSearch = {};
  if (typeof raw.templateId === 'string' && ID.test(raw.templateId))
    search.templateId = raw.templateId;
  const step = Number(raw.step);
  if (Number.isInteger(step) && step >= 1 && step <= 7) search.step = step;
  if (typeof raw.search === 'string' && raw.search.length <= 100) search.search = raw.search;
  else if (typeof raw.search === 'number') search.search = String(raw.search);
  if (typeof raw.eventId === 'string' && isUuid(raw.eventId)) search.eventId = raw.eventId;
  const payment = readPaymentReturn(raw.payment);
  if (payment) search.payment = payment;
  return search;
}
