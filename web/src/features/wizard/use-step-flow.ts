import { messages } from '@partyreel/shared/messages';
import { useEffect, useState } from 'react';
import { useSession } from '../auth/use-session.ts';
import { showProblemAndFocus } from './focus-problem.ts';
import { type StepProblem, stepProblem } from './step-rules.ts';
import { useWizardServer } from './use-wizard-server.ts';
import type { WizardRunnerProps } from './wizard-runner.tsx';
import { type StepKind, stepNumber } from './wizard-steps.ts';

/**
 * The step flow of a creation wizard (docs/product.md, The creation wizards): Next checks the
 * step's rules, the review step creates the event, guests added after it are saved, an anonymous
 * host registers, then send and reminders. In edit mode every step has Save, which updates the
 * event and goes to its page. WizardRunner shows the step; this decides where each of its buttons
 * leads.
 */
export function useStepFlow(props: WizardRunnerProps) {
  const { steps, step, draft, dispatch, editEventId, goTo, leave, finish } = props;
  const kind = steps[step - 1] ?? steps[0] ?? 'name';
  const server = useWizardServer();
  const me = useSession();
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
   * Where the flow goes once the event exists and its guests are saved (docs/product.md, The
   * creation wizards): an anonymous host registers; a registered one sees the unlock modal while
   * the event is locked, and closing it goes to the send step.
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

  /** The reminders step's Finish: saves the two choices of an unlocked event, then finishes. */
  function finishReminders(eventId: string, locked: boolean) {
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
  }

  /**
   * Edit mode's Save on the reminders step: the event's details and new guests, then the two
   * reminder choices (an unlocked event only), then its page.
   */
  function saveWithReminders(eventId: string, locked: boolean) {
    if (!editing) return;
    void run(async () => {
      if (!(await saveExisting(eventId))) return;
      if (!locked) {
        const outcome = await server.setReminders(eventId, {
          reminderNoResponse: draft.reminderNoResponse,
          reminderAll: draft.reminderAll,
        });
        if (!outcome.ok) return setError(outcome.message);
      }
      finish(eventId);
    });
  }

  // A problem shown stays only while it is true: it clears as soon as the host fixes it (a template
  // chosen, a title typed), and comes back only with the next Next.
  const stillWrong = problem ? stepProblem(kind, draft) : null;
  const shownProblem = stillWrong && stillWrong.field === problem?.field ? stillWrong : null;
  useEffect(() => {
    if (problem && !shownProblem) setProblem(null);
  }, [problem, shownProblem]);

  return {
    kind,
    editing,
    problem: shownProblem,
    error,
    frame,
    at,
    next,
    save,
    finishReminders,
    saveWithReminders,
    unlockFor,
    signUp: server.signUp,
    logIn: server.logIn,
    googleSignIn: server.googleSignIn,
  };
}
