import { useState } from 'react';
import { DRAFT_KEYS, editDraftKey, readDraft } from '../draft/draft-storage.ts';
import { startingDraft } from '../draft/starting-draft.ts';
import { useWizardDraft } from '../draft/use-wizard-draft.ts';
import type { WizardDraft } from '../draft/wizard-draft.ts';
import { LoadEventForEdit } from '../load-event-for-edit.tsx';
import { useStepGuard } from '../use-step-guard.ts';
import { runnerNavigation, type WizardNavigation } from '../wizard-navigation.ts';
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
  return (
    <LoadEventForEdit eventId={props.editEventId ?? ''}>
      {(loaded) => <CreateEventSteps {...props} storageKey={key} initial={loaded} />}
    </LoadEventForEdit>
  );
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
      flow="create-event"
      {...runnerNavigation(props, forgetDraft)}
    />
  );
}
