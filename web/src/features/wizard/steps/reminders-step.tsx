import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../../lib/trpc.ts';
import { UnlockModal } from '../../unlock/unlock-modal.tsx';
import { WizardFrame, type WizardFrameProps } from '../wizard-frame.tsx';
import type { WizardFlow } from '../wizard-steps.ts';
import {
  RemindersFields,
  type RemindersFieldsProps,
  RemindersLockedNote,
} from './reminders-fields.tsx';

export interface RemindersStepProps extends Omit<RemindersFieldsProps, 'disabled'> {
  frame: Pick<WizardFrameProps, 'step' | 'total' | 'onBack' | 'busy' | 'error'>;
  eventId: string;
  /** The wizard running: a checkout started here comes back to its send step. */
  from: WizardFlow;
  /**
   * Finish. `locked`: the event is not paid for, so there is nothing to save (the server turns no
   * reminder on for a locked event).
   */
  onFinish: (locked: boolean) => void;
  /** Edit mode's Save (every step has it): saves the event and these choices, then leaves. */
  onSave?: ((locked: boolean) => void) | undefined;
}

/**
 * Automatic reminders (docs/product.md, Reminders: Finish saves the two settings). Reminders are
 * part of what unlocking gives: while the event is locked the choices rest at 'No reminder', a note
 * says why, and Unlock offers the unlock.
 */
export function RemindersStep({
  frame,
  eventId,
  from,
  onFinish,
  onSave,
  ...fields
}: RemindersStepProps) {
  const trpc = useTRPC();
  const event = useQuery(trpc.events.byId.queryOptions({ eventId }));
  const [offered, setOffered] = useState(false);
  const locked = event.data?.counts.unlocked === false;
  // While the event loads the choices wait; if it cannot be read, the server has the last word.
  const checking = event.isPending;

  return (
    <WizardFrame
      {...frame}
      title="Automatic reminders"
      intro="We'll nudge your guests for you."
      onNext={() => onFinish(locked)}
      nextLabel="Finish"
      onSave={onSave ? () => onSave(locked) : undefined}
    >
      {locked ? <RemindersLockedNote onUnlock={() => setOffered(true)} /> : null}
      <RemindersFields
        {...fields}
        reminderNoResponse={locked ? '' : fields.reminderNoResponse}
        reminderAll={locked ? '' : fields.reminderAll}
        disabled={locked || checking}
      />
      <UnlockModal
        open={offered && locked}
        onClose={() => setOffered(false)}
        eventId={eventId}
        from={from}
      />
    </WizardFrame>
  );
}
