import { DRAFT_KEYS, readDraft } from '../draft/draft-storage.ts';
import { useWizardDraft } from '../draft/use-wizard-draft.ts';
import { emptyDraft, type WizardDraft } from '../draft/wizard-draft.ts';
import { useDraftTemplate } from '../use-draft-template.ts';
import { useStepGuard } from '../use-step-guard.ts';
import type { WizardNavigation } from '../wizard-navigation.ts';
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

/** /create-event-from-template, 7 steps (docs/product.md, Pages). */
export function TemplateWizard(props: TemplateWizardProps) {
  const [draft, dispatch, forgetDraft] = useWizardDraft(DRAFT_KEYS.templateWizard, () =>
    templateWizardStart(
      readDraft(DRAFT_KEYS.templateWizard),
      props.hasStep ? props.step : undefined,
      props.templateId,
    ),
  );
  const requested = !props.hasStep && props.templateId ? 2 : props.step;
  const guarded = useStepGuard({
    steps: TEMPLATE_WIZARD_STEPS,
    step: requested,
    draft,
    editing: false,
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
      editEventId={undefined}
      flow="create-event-from-template"
      payment={props.payment}
      clearPayment={props.clearPayment}
      goTo={props.goTo}
      leave={props.leave}
      finish={(eventId) => {
        forgetDraft();
        props.finish(eventId);
      }}
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
