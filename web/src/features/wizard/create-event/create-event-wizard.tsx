import { messages } from '@partyreel/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../../lib/trpc.ts';
import { FormMessage } from '../../../ui/form-message.tsx';
import { DRAFT_KEYS, editDraftKey, readDraft } from '../draft/draft-storage.ts';
import { startingDraft } from '../draft/starting-draft.ts';
import { useWizardDraft } from '../draft/use-wizard-draft.ts';
import { draftFromEvent, type WizardDraft } from '../draft/wizard-draft.ts';
import { useStepGuard } from '../use-step-guard.ts';
import type { WizardNavigation } from '../wizard-navigation.ts';
import { WizardRunner } from '../wizard-runner.tsx';
import { CREATE_EVENT_STEPS } from '../wizard-steps.ts';

export interface CreateEventWizardProps extends WizardNavigation {
  /** Edit mode (docs/product.md, Pages: eventId present). */
  editEventId: string | undefined;
}

function draftKey(editEventId: string | undefined): string {
  return editEventId ? editDraftKey(DRAFT_KEYS.createEvent) : DRAFT_KEYS.createEvent;
}

/**
 * /create-event, 14 steps (docs/product.md, Pages). A fresh start begins an empty draft; a reload
 * continues the stored one. In edit mode the event is loaded first ('Failed to load event data').
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
  const trpc = useTRPC();
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
  const [draft, dispatch, forgetDraft] = useWizardDraft(props.storageKey, () => props.initial);
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
      finish={(eventId) => {
        forgetDraft();
        props.finish(eventId);
      }}
    />
  );
}
