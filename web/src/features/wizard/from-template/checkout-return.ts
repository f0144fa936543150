import type { PaymentReturn } from '@partyreel/shared/payments/payment-input';
import type { WizardDraft } from '../draft/wizard-draft.ts';
import type { TemplateWizardSearch } from './wizard-search.ts';

export type TemplateCheckoutReturn =
  | { to: 'wizard'; search: TemplateWizardSearch }
  | { to: 'event'; eventId: string; payment: PaymentReturn };

/**
 * Where a checkout started in the template-first wizard comes back to (docs/product.md, Paying):
 * the server returns to ?eventId=X&step=5&payment=…. The tab's draft that created X continues at
 * its send step (the address drops eventId, which this wizard does not read). Without that draft —
 * another tab, a cleared storage — the event's own page waits for the payment instead, since this
 * wizard cannot load an event. Null when the address is not a checkout coming back.
 */
export function templateCheckoutReturn(
  search: TemplateWizardSearch,
  stored: WizardDraft | null,
): TemplateCheckoutReturn | null {
  const { eventId, payment } = search;
  if (!payment || !eventId) return null;
  if (stored?.eventId === eventId)
    return { to: 'wizard', search: { ...search, eventId: undefined } };
  return { to: 'event', eventId, payment };
}
