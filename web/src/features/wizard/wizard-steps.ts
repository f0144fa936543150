import type { CheckoutOrigin } from '@partyreel/shared/payments/payment-input';

/** Which wizard is running: a checkout started in it comes back to its send step. */
export type WizardFlow = Exclude<CheckoutOrigin, 'event'>;

/**
 * The steps of the two creation wizards (docs/product.md, The creation wizards), by what they do.
 * Both wizards share the step components; each has its own order.
 */
export type StepKind =
  | 'name'
  | 'location'
  | 'date'
  | 'time'
  | 'image'
  | 'video'
  | 'template'
  | 'music'
  | 'preview'
  | 'details'
  | 'recipients'
  | 'review'
  | 'send'
  | 'reminders'
  | 'registration';

/** /create-event, steps 1 to 14. */
export const CREATE_EVENT_STEPS: readonly StepKind[] = [
  'name',
  'location',
  'date',
  'time',
  'image',
  'video',
  'template',
  'music',
  'preview',
  'recipients',
  'review',
  'send',
  'reminders',
  'registration',
];

/** /create-event-from-template, steps 1 to 7. */
export const TEMPLATE_WIZARD_STEPS: readonly StepKind[] = [
  'template',
  'details',
  'review',
  'recipients',
  'send',
  'reminders',
  'registration',
];

/** The step number (1-based) of a kind in a wizard. */
export function stepNumber(steps: readonly StepKind[], kind: StepKind): number {
  return steps.indexOf(kind) + 1;
}

/** The steps that need the event to exist (they come after the review step). */
export function needsEvent(kind: StepKind): boolean {
  return kind === 'send' || kind === 'reminders' || kind === 'registration';
}
