import type { EventView } from '@partyreel/shared/events/event-view';
import { messages } from '@partyreel/shared/messages';
import type { PaymentReturn } from '@partyreel/shared/payments/payment-input';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../../lib/trpc.ts';
import { buttonStyles } from '../../../ui/button-styles.ts';
import { PaymentReturnDialog } from '../../unlock/payment-return.tsx';
import { UnlockModal } from '../../unlock/unlock-modal.tsx';
import { usePaymentReturn } from '../../unlock/use-payment-return.ts';
import { useUnlockWatch } from '../../unlock/use-unlock-watch.ts';
import { WizardFrame } from '../wizard-frame.tsx';
import type { WizardFlow } from '../wizard-steps.ts';
import { SendStepLocked } from './send-step-locked.tsx';
import { SendStepUnlocked } from './send-step-unlocked.tsx';

export interface SendStepProps {
  step: number;
  total: number;
  eventId: string;
  /** The wizard running: checkout comes back to its send step. */
  from: WizardFlow;
  /**
   * A checkout came back here (docs/product.md, Paying): wait for the unlock, or offer it again.
   */
  payment?: PaymentReturn | undefined;
  /** Drops `payment` from the address once it has been dealt with. */
  onPaymentHandled?: () => void;
  onBack: () => void;
  /**
   * 'Skip for now', Continue, and a successful send after its delay: to the reminders (or, in edit
   * mode, the event page).
   */
  onSkip: () => void;
  /** Edit mode's Save (every step has it): saves the event and goes to its page. */
  onSave?: (() => void) | undefined;
}

/**
 * Send invitations (docs/product.md, Sending): 'Checking Status...' while the event loads; a locked
 * event shows 'Unlock Your Invitation' with checkout, Back and 'Skip for now', and is watched live
 * so a payment unlocks it in place; an unlocked one shows its guests. Back from checkout,
 * 'Processing Payment...' waits for the unlock; a cancelled checkout offers the unlock again. The
 * unlocked step sends to the guests not sent yet, then moves on (send-step-unlocked.tsx).
 */
export function SendStep(props: SendStepProps) {
  const { eventId, from, payment, onPaymentHandled = () => {} } = props;
  const trpc = useTRPC();
  const event = useQuery(trpc.events.byId.queryOptions({ eventId }));
  const unlocked = event.data?.counts.unlocked;
  useUnlockWatch(eventId, unlocked === false);
  const [offered, setOffered] = useState(false);
  const paymentReturn = usePaymentReturn({
    payment,
    unlocked,
    onHandled: onPaymentHandled,
    onCancelled: () => setOffered(true),
  });

  return (
    <>
      <SendStepBody {...props} event={event} />
      <UnlockModal
        open={offered && unlocked === false}
        onClose={() => setOffered(false)}
        eventId={eventId}
        from={from}
      />
      <PaymentReturnDialog wait={paymentReturn.wait} onClose={paymentReturn.close} />
    </>
  );
}

function SendStepBody({
  step,
  total,
  eventId,
  from,
  onBack,
  onSkip,
  onSave,
  event,
}: SendStepProps & { event: UseQueryResult<EventView, unknown> }) {
  const frame = { step, total, onBack, onSave };
  if (event.isPending) {
    return (
      <WizardFrame {...frame} title={messages.wizard.checkingStatus}>
        <p role="status" className="py-8 text-center text-ink-soft">
          {messages.wizard.checkingStatus}
        </p>
      </WizardFrame>
    );
  }
  if (!event.data) {
    // Failed, with nothing loaded before.
    return (
      <WizardFrame
        {...frame}
        title="Send invitations"
        error={messages.wizard.loadFailed}
        onNext={() => void event.refetch()}
        nextLabel="Try again"
        extraActions={<SkipButton onSkip={onSkip} />}
      />
    );
  }
  if (!event.data.counts.unlocked) {
    return (
      <WizardFrame
        {...frame}
        title={messages.wizard.unlockYourInvitation}
        intro="Your invitation is ready! Unlock it once to share it by e-mail or link."
        onNext={onSkip}
        nextLabel={messages.wizard.skipForNow}
        quietNext
      >
        <SendStepLocked eventId={eventId} from={from} />
      </WizardFrame>
    );
  }
  return (
    <SendStepUnlocked frame={frame} eventId={eventId} guests={event.data.guests} onSkip={onSkip} />
  );
}

function SkipButton({ onSkip }: { onSkip: () => void }) {
  return (
    <button type="button" onClick={onSkip} className={buttonStyles.secondary}>
      {messages.wizard.skipForNow}
    </button>
  );
}
