import { messages } from '@partyreel/shared/messages';
import type { PaymentReturn } from '@partyreel/shared/payments/payment-input';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { FormMessage } from '../../ui/form-message.tsx';
import { DRAFT_KEYS, editDraftKey, readDraft } from './draft-storage.ts';
import { startingDraft } from './starting-draft.ts';
import { useStepGuard } from './use-step-guard.ts';
import { useWizardDraft } from './use-wizard-draft.ts';
import { draftFromEvent, type WizardDraft } from './wizard-draft.ts';
import { WizardRunner } from './wizard-runner.tsx';
import { CREATE_EVENT_STEPS } from './wizard-steps.ts';

export interface WizardNavigation {
  /** 1-based step, from the address. */
  step: number;
  /** The address named a step (a reload or a link into the wizard). */
  hasStep: boolean;
  goTo: (step: number, options?: { replace?: boolean }) => void;
  leave: () => void;
  finish: (eventId: string) => void;
  /** A checkout started at the send step came back (SPEC.md §4: payment=success or cancelled). */
  payment: PaymentReturn | undefined;
  /** Drops `payment` from the address (a replace), once the send step has dealt with it. */
  clearPayment: () => void;
}

export interface CreateEventWizardProps extends WizardNavigation {
  /** Edit mode (SPEC.md §2: eventId present). */
  editEventId: string | undefined;
}

function draftKey(editEventId: string | undefined): string {
  return editEventId ? editDraftKey(DRAFT_KEYS.createEvent) : DRAFT_KEYS.createEvent;
}

/**
 * /create-event, 14 steps (SPEC.md §2). A fresh start begins an empty draft; a reload continues the
 * stored one. In edit mode the event is loaded first ('Failed to load event data').
 */
export function CreateEventWizard(props: CreateEventWizardProps) {
  const key = draftKey(props.editEventId);
  const [initial] = useState(() =>
    startingDraft({
      stored: readDraft(key),
      hasStep: props.hasStep,
      editEventId: props.editEventId,
    }),
  );
  if (initial) return <CreateEventSteps {...props} storageKey={key} initial={initial} />;
  // Edit mode without a draft of this event: load it.
  return <LoadEventForEdit {...props} storageKey={key} eventId={props.editEventId ?? ''} />;
}

function LoadEventForEdit(props: CreateEventWizardProps & { storageKey: string; eventId: string }) {
  const { trpc } = useRouteContext({ from: '__root__' });
  const event = useQuery(trpc.events.byId.queryOptions({ eventId: props.eventId }));
  if (event.isPending)
    return (
      <p role="status" className="py-16 text-center text-ink-soft">
        Loading your event…
      </p>
    );
  if (event.isError)
    return (
      <div className="mx-auto w-full max-w-xl px-4 py-16">
        <FormMessage tone="error">{messages.wizard.loadFailed}</FormMessage>
      </div>
    );
  return <CreateEventSteps {...props} initial={draftFromEvent(event.data)} />;
}

function CreateEventSteps(
  props: CreateEventWizardProps & { storageKey: string; initial: WizardDraft },
) {
  const [draft, dispatch] = useWizardDraft(props.storageKey, () => props.initial);
  const step = useStepGuard({
    steps: CREATE_EVENT_STEPS,
    step: props.step,
    draft,
    editing: props.editEventId !== undefined,
    hasStep: props.hasStep,
    goTo: props.goTo,
  });
  return (
    <WizardRunner
      key={step}
      steps={CREATE_EVENT_STEPS}
      step={step}
      draft={draft}
      dispatch={dispatch}
      editEventId={props.editEventId}
      flow="create-event"
      payment={props.payment}
      clearPayment={props.clearPayment}
      goTo={props.goTo}
      leave={props.leave}
      finish={props.finish}
    />
  );
}
