import { useState } from 'react';
import { DRAFT_KEYS, editDraftKey, readDraft } from '../draft/draft-storage.ts';
import { startingDraft } from '../draft/starting-draft.ts';
import { useWizardDraft } from '../draft/use-wizard-draft.ts';
import { emptyDraft, type WizardDraft } from '../draft/wizard-draft.ts';
import { LoadEventForEdit } from '../load-event-for-edit.tsx';
import { useDraftTemplate } from '../use-draft-template.ts';
import { useStepGuard } from '../use-step-guard.ts';
import { runnerNavigation, type WizardNavigation } from '../wizard-navigation.ts';
import { WizardRunner } from '../wizard-runner.tsx';
import { TEMPLATE_WIZARD_STEPS } from '../wizard-steps.ts';
import { ChooseTemplateStep } from './choose-template-step.tsx';
import { TemplatePreviewStep } from './template-preview-step.tsx';

export interface TemplateWizardProps extends WizardNavigation {
  /** The template named by the address (the landing's pick). */
  templateId: string | undefined;
  search: string | undefined;
  /** A template was picked on step 1: remember it in the address and go to step 2. */
  choose: (templateId: string) => void;
  /** Edit mode (docs/product.md, The creation wizards: eventId present): the event being edited. */
  editEventId?: string | undefined;
}

/**
 * Where the template-first wizard starts: an address without a step is a fresh start (the landing's
 * template pick); step 1 continues the stored draft unless its event was already created; a later
 * step (a reload) continues it.
 */
export function templateWizardStart(
  stored: WizardDraft | null,
  step: number | undefined,
  templateId: string | undefined,
): WizardDraft {
  const fresh = { ...emptyDraft(), templateId: templateId ?? null };
  if (!stored || step === undefined) return fresh;
  if (step === 1 && stored.eventId) return fresh;
  if (templateId && !stored.eventId && stored.templateId !== templateId)
    return { ...stored, templateId };
  return stored;
}

/**
 * /create-event-from-template, 7 steps (docs/product.md, Pages). With `eventId` it edits that event
 * as /create-event does: its draft is loaded from the server (the owner's only), every step has
 * Save, and it opens on the template's preview and details.
 */
export function TemplateWizard(props: TemplateWizardProps) {
  const editEventId = props.editEventId;
  const key = editEventId ? editDraftKey(DRAFT_KEYS.templateWizard) : DRAFT_KEYS.templateWizard;
  const [initial] = useState(() =>
    editEventId
      ? startingDraft({ stored: readDraft(key), hasStep: props.hasStep, editEventId })
      : templateWizardStart(
          readDraft(key),
          props.hasStep ? props.step : undefined,
          props.templateId,
        ),
  );
  if (initial) return <TemplateWizardSteps {...props} storageKey={key} initial={initial} />;
  return (
    <LoadEventForEdit eventId={editEventId ?? ''}>
      {(loaded) => <TemplateWizardSteps {...props} storageKey={key} initial={loaded} />}
    </LoadEventForEdit>
  );
}

function TemplateWizardSteps(
  props: TemplateWizardProps & { storageKey: string; initial: WizardDraft },
) {
  const editing = props.editEventId !== undefined;
  const [draft, dispatch, forgetDraft] = useWizardDraft(props.storageKey, () => props.initial);
  const requested = !props.hasStep && (props.templateId || editing) ? 2 : props.step;
  const guarded = useStepGuard({
    steps: TEMPLATE_WIZARD_STEPS,
    step: requested,
    draft,
    editing,
    hasStep: props.hasStep,
    goTo: props.goTo,
  });
  // Without a template there is nothing to preview.
  const step = guarded === 2 && !draft.templateId ? 1 : guarded;

  const { templateId, choose } = props;
  const template = useDraftTemplate(step === 2 ? draft.templateId : null);

  if (step === 1) {
    return (
      <ChooseTemplateStep
        search={props.search}
        selectedId={draft.templateId ?? templateId}
        // An event keeps the template it was created with (in edit mode too).
        locked={draft.eventId !== null}
        onChoose={(id) => {
          dispatch({ type: 'template', templateId: id });
          choose(draft.eventId ? (draft.templateId ?? id) : id);
        }}
      />
    );
  }

  return (
    <WizardRunner
      key={step}
      steps={TEMPLATE_WIZARD_STEPS}
      step={step}
      draft={draft}
      dispatch={dispatch}
      flow="create-event-from-template"
      {...runnerNavigation(props, forgetDraft)}
      titles={{ details: template.data?.name ?? 'Make it yours' }}
      renderBody={(kind, problem) =>
        kind === 'details' ? (
          <TemplatePreviewStep
            draft={draft}
            dispatch={dispatch}
            problem={problem}
            onChooseAnother={() => props.goTo(1)}
          />
        ) : null
      }
    />
  );
}
