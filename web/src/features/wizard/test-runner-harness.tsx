import { useReducer } from 'react';
import { vi } from 'vitest';
import { draftReducer, emptyDraft, type WizardDraft } from './draft/wizard-draft.ts';
import { WizardRunner } from './wizard-runner.tsx';
import { CREATE_EVENT_STEPS } from './wizard-steps.ts';

/**
 * For tests: the create-event runner on a draft held in memory (no session storage), at `step`,
 * with the ways out the test watches (spies otherwise).
 */
export function RunnerHarness({
  step,
  goTo = vi.fn(),
  leave = vi.fn(),
  finish = vi.fn(),
  initial = emptyDraft('UTC'),
  editEventId,
}: {
  step: number;
  goTo?: (step: number) => void;
  leave?: () => void;
  finish?: (eventId: string) => void;
  initial?: WizardDraft;
  editEventId?: string;
}) {
  const [draft, dispatch] = useReducer(draftReducer, initial);
  return (
    <WizardRunner
      steps={CREATE_EVENT_STEPS}
      step={step}
      draft={draft}
      dispatch={dispatch}
      editEventId={editEventId}
      flow="create-event"
      goTo={goTo}
      leave={leave}
      finish={finish}
    />
  );
}
