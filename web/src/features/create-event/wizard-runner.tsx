import { messages } from '@partyreel/shared/messages';
import type { PaymentReturn } from '@partyreel/shared/payments/payment-input';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useSession } from '../auth/use-session.ts';
import { UnlockModal } from '../unlock/unlock-modal.tsx';
import { showProblemAndFocus } from './focus-problem.ts';
import { type StepProblem, stepProblem } from './step-rules.ts';
import { RegistrationForm } from './steps/registration-form.tsx';
import { RemindersStep } from './steps/reminders-step.tsx';
import { ReviewSummary } from './steps/review-summary.tsx';
import { SendStep } from './steps/send-step.tsx';
import { stepBody } from './steps/step-body.tsx';
import { useDraftTemplate } from './use-draft-template.ts';
import { useWizardServer } from './use-wizard-server.ts';
import type { DraftAction, WizardDraft } from './wizard-draft.ts';
import { WizardFrame } from './wizard-frame.tsx';
import { type StepKind, stepNumber, type WizardFlow } from './wizard-steps.ts';

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
  /** A checkout came back to the send step (SPEC.md §4: payment=success or cancelled). */
  payment?: PaymentReturn | undefined;
  /** Drops `payment` from the address once the send step has dealt with it. */
  clearPayment?: () => void;
  goTo: (step: number) => void;
  /** Back from the first step. */
  leave: () => void;
  /** The wizard is done: to the event's page (the draft is forgotten first). */
  finish: (eventId: string) => void;
  /** The template picker's starting search. */
  search?: string | undefined;
  /** Replaces the content of a draft-only step (the template-first wizard's flip card). */
  renderBody?: (kind: StepKind, problem: StepProblem | null) => ReactNode | null;
  /** Headings of steps a wizard names its own way. */
  titles?: Partial<Record<StepKind, string>>;
}

/**
 * Runs one step of a creation wizard (SPEC.md §2, §4): Next checks the step's rules, the review step
 * creates the event, guests added after it are saved, an anonymous host registers, then send and
 * reminders. In edit mode every step has Save, which updates the event and goes to its page.
 */
export function WizardRunner(props: WizardRunnerProps) {
  const { steps, step, draft, dispatch, editEventId, goTo, leave, finish } = props;
  const kind = steps[step - 1] ?? steps[0] ?? 'name';
  const server = useWizardServer();
  const me = useSession();
  const template = useDraftTemplate(kind === 'review' ? draft.templateId : null);
  const [problem, setProblem] = useState<StepProblem | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** The event the unlock modal offers, once a registered host has created it. */
  const [unlockFor, setUnlockFor] = useState<string | null>(null);
  const editing = editEventId !== undefined;
  const anonymous = me?.isAnonymous ?? false;
  const total = steps.length;
  const at = (k: StepKind) => stepNumber(steps, k);
  const after = (a: StepKind, b: StepKind) => at(a) > at(b);

  /**
   * Where the flow goes once the event exists and its guests are saved (SPEC.md §4): an anonymous
   * host registers; a registered one sees the unlock modal while the event is locked, and closing
   * it goes to the send step.
   */
  async function eventReady(eventId: string) {
    if (editing) return goTo(at('send'));
    if (anonymous) return goTo(at('registration'));
    if (await server.isLocked(eventId)) setUnlockFor(eventId);
    else goTo(at('send'));
  }

  async function run(task: () => Promise<void>) {
    setError(null);
    setBusy(true);
    try {
      await task();
    } finally {
      setBusy(false);
    }
  }

  /** The step's own rules; true when it may be left. */
  function checked(): boolean {
    const found = stepProblem(kind, draft);
    showProblemAndFocus(() => setProblem(found));
    return found === null;
  }

  function saveAndLeave() {
    if (!editEventId || !checked()) return;
    void run(async () => {
      const outcome = await server.update(draft, editEventId);
      if (!outcome.ok) return setError(outcome.message);
      dispatch({ type: 'recipientsSaved', keys: outcome.value.savedKeys });
      finish(editEventId);
    });
  }

  async function saveExisting(eventId: string): Promise<boolean> {
    const outcome = await server.update(draft, eventId, messages.wizard.saveFailed);
    if (!outcome.ok) {
      setError(outcome.message);
      return false;
    }
    dispatch({ type: 'recipientsSaved', keys: outcome.value.savedKeys });
    return true;
  }

  function next() {
    if (!checked()) return;
    if (kind === 'review') {
      void run(async () => {
        if (editing && editEventId) {
          if (await saveExisting(editEventId)) finish(editEventId);
          return;
        }
        let eventId = draft.eventId;
        if (eventId) {
          if (!(await saveExisting(eventId))) return;
        } else {
          const outcome = await server.create(draft);
          if (!outcome.ok) return setError(outcome.message);
          eventId = outcome.value.eventId;
          dispatch({ type: 'created', eventId });
          dispatch({ type: 'recipientsSaved', keys: outcome.value.savedKeys });
        }
        if (steps.includes('recipients') && after('recipients', 'review')) goTo(at('recipients'));
        else await eventReady(eventId);
      });
      return;
    }
    if (kind === 'recipients' && draft.eventId && after('recipients', 'review')) {
      const eventId = draft.eventId;
      void run(async () => {
        if (await saveExisting(eventId)) await eventReady(eventId);
      });
      return;
    }
    goTo(step + 1);
  }

  const back = () => (step === 1 ? leave() : goTo(step - 1));
  const save = editing ? saveAndLeave : undefined;
  const frame = { step, total, onBack: back, busy, error: error ?? null };
  const unlockModal = unlockFor ? (
    <UnlockModal open onClose={() => goTo(at('send'))} eventId={unlockFor} from={props.flow} />
  ) : null;

  if (kind === 'send') {
    const eventId = editEventId ?? draft.eventId;
    if (!eventId) return null;
    return (
      <SendStep
        step={step}
        total={total}
        eventId={eventId}
        from={props.flow}
        payment={props.payment}
        onPaymentHandled={props.clearPayment}
        onBack={() => goTo(at('review'))}
        onSkip={() => (editing ? finish(eventId) : goTo(at('reminders')))}
      />
    );
  }

  if (kind === 'reminders') {
    const eventId = editEventId ?? draft.eventId;
    if (!eventId) return null;
    const finishReminders = (locked: boolean) => {
      // A locked event has no reminders to save: they are part of what unlocking gives.
      if (locked) return finish(eventId);
      void run(async () => {
        const outcome = await server.setReminders(eventId, {
          reminderNoResponse: draft.reminderNoResponse,
          reminderAll: draft.reminderAll,
        });
        if (!outcome.ok) return setError(outcome.message);
        finish(eventId);
      });
    };
    return (
      <RemindersStep
        frame={{ ...frame, onBack: () => goTo(at('send')) }}
        eventId={eventId}
        from={props.flow}
        reminderNoResponse={draft.reminderNoResponse}
        reminderAll={draft.reminderAll}
        onChange={(change) => dispatch({ type: 'reminders', ...change })}
        onFinish={finishReminders}
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
          signUp={server.signUp}
          logIn={server.logIn}
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
      error={error ?? stepMessage}
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
