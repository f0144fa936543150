import type { PaymentReturn } from '@partyreel/shared/payments/payment-input';
import type { ReactNode } from 'react';
import { UnlockModal } from '../unlock/unlock-modal.tsx';
import type { DraftAction, WizardDraft } from './draft/wizard-draft.ts';
import type { StepProblem } from './step-rules.ts';
import { RegistrationForm } from './steps/registration-form.tsx';
import { RemindersStep } from './steps/reminders-step.tsx';
import { ReviewSummary } from './steps/review-summary.tsx';
import { SendStep } from './steps/send-step.tsx';
import { stepBody } from './steps/step-body.tsx';
import { useDraftTemplate } from './use-draft-template.ts';
import { useStepFlow } from './use-step-flow.ts';
import { WizardFrame } from './wizard-frame.tsx';
import type { StepKind, WizardFlow } from './wizard-steps.ts';

export interface WizardRunnerProps {
  steps: readonly StepKind[];
  /** 1-based. */
  step: number;
  draft: WizardDraft;
  dispatch: (action: DraftAction) => void;
  /** Edit mode: the event being edited. */
  editEventId: string | undefined;
  /** Which wizard this is: checkout comes back to its send step. */
  flow: WizardFlow;
  /**
   * A checkout came back to the send step (docs/product.md, Paying: payment=success or cancelled).
   */
  payment?: PaymentReturn | undefined;
  /** Drops `payment` from the address once the send step has dealt with it. */
  clearPayment?: () => void;
  goTo: (step: number) => void;
  /** Back from the first step. */
  leave: () => void;
  /** The wizard is done: to the event's page (the wizard has forgotten its draft). */
  finish: (eventId: string) => void;
  /** The template picker's starting search. */
  search?: string | undefined;
  /** Replaces the content of a draft-only step (the template-first wizard's flip card). */
  renderBody?: (kind: StepKind, problem: StepProblem | null) => ReactNode | null;
  /** Headings of steps a wizard names its own way. */
  titles?: Partial<Record<StepKind, string>>;
}

/** Shows one step of a creation wizard; useStepFlow decides where its buttons lead. */
export function WizardRunner(props: WizardRunnerProps) {
  const { step, draft, dispatch, editEventId, goTo, finish } = props;
  const flow = useStepFlow(props);
  const { kind, editing, problem, frame, at, next, save } = flow;
  const template = useDraftTemplate(kind === 'review' ? draft.templateId : null);
  const unlockModal = flow.unlockFor ? (
    <UnlockModal open onClose={() => goTo(at('send'))} eventId={flow.unlockFor} from={props.flow} />
  ) : null;

  if (kind === 'send') {
    const eventId = editEventId ?? draft.eventId;
    if (!eventId) return null;
    return (
      <SendStep
        step={step}
        total={frame.total}
        eventId={eventId}
        from={props.flow}
        payment={props.payment}
        onPaymentHandled={props.clearPayment}
        onBack={() => goTo(at('review'))}
        onSkip={() => (editing ? finish(eventId) : goTo(at('reminders')))}
        onSave={save}
      />
    );
  }

  if (kind === 'reminders') {
    const eventId = editEventId ?? draft.eventId;
    if (!eventId) return null;
    return (
      <RemindersStep
        frame={{ ...frame, onBack: () => goTo(at('send')) }}
        eventId={eventId}
        from={props.flow}
        reminderNoResponse={draft.reminderNoResponse}
        reminderAll={draft.reminderAll}
        onChange={(change) => dispatch({ type: 'reminders', ...change })}
        onFinish={(locked) => flow.finishReminders(eventId, locked)}
        onSave={editing ? (locked) => flow.saveWithReminders(eventId, locked) : undefined}
      />
    );
  }

  if (kind === 'registration') {
    return (
      <WizardFrame
        {...frame}
        onBack={() => goTo(at('review'))}
        title="Save your invitation"
        intro="Create a free account (or log in) to keep your event and send it to your guests."
        asForm={false}
      >
        <RegistrationForm
          signUp={flow.signUp}
          logIn={flow.logIn}
          googleSignIn={flow.googleSignIn}
          onDone={() => goTo(at('send'))}
        />
      </WizardFrame>
    );
  }

  if (kind === 'review') {
    return (
      <WizardFrame
        {...frame}
        title={editing ? 'Review your changes' : 'Review and create'}
        onNext={next}
        nextLabel={editing ? 'Save changes' : draft.eventId ? 'Continue' : 'Create Event'}
      >
        <ReviewSummary draft={draft} templateName={template.data?.name} />
        {unlockModal}
      </WizardFrame>
    );
  }

  const custom = props.renderBody?.(kind, problem);
  const body = stepBody({ kind, draft, dispatch, problem, search: props.search });
  const title = props.titles?.[kind] ?? body?.title ?? '';
  // A problem with no field to show it beside (the template) is shown as the step's message.
  const stepMessage = problem && problem.field === 'template' ? problem.message : null;
  return (
    <WizardFrame
      {...frame}
      error={flow.error ?? stepMessage}
      title={title}
      intro={custom ? undefined : body?.intro}
      wide={custom ? true : body?.wide}
      asForm={custom ? false : body?.asForm}
      onNext={next}
      onSave={save}
    >
      {custom ?? body?.content}
      {unlockModal}
    </WizardFrame>
  );
}
