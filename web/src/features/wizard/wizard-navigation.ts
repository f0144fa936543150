import type { PaymentReturn } from '@partyreel/shared/payments/payment-input';

/** What a wizard's route gives it: the step in the address, and the ways out of it. */
export interface WizardNavigation {
  /** 1-based step, from the address. */
  step: number;
  /** The address named a step (a reload or a link into the wizard). */
  hasStep: boolean;
  goTo: (step: number, options?: { replace?: boolean }) => void;
  leave: () => void;
  /** The wizard is done and has forgotten its draft: to the event's page. */
  finish: (eventId: string) => void;
  /**
   * A checkout started at the send step came back (docs/product.md, Paying: payment=success or
   * cancelled).
   */
  payment: PaymentReturn | undefined;
  /** Drops `payment` from the address (a replace), once the send step has dealt with it. */
  clearPayment: () => void;
}

/**
 * A wizard runner's ways out, from its route's navigation: finishing forgets the wizard's draft
 * before it leaves for the event's page.
 */
export function runnerNavigation(
  props: WizardNavigation & { editEventId?: string | undefined },
  forgetDraft: () => void,
) {
  return {
    editEventId: props.editEventId,
    payment: props.payment,
    clearPayment: props.clearPayment,
    goTo: props.goTo,
    leave: props.leave,
    finish: (eventId: string) => {
      forgetDraft();
      props.finish(eventId);
    },
  };
}
