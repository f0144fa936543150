import { useEffect } from 'react';
import { useSession } from '../auth/use-session.ts';
import type { WizardDraft } from './draft/wizard-draft.ts';
import { needsEvent, type StepKind, stepNumber } from './wizard-steps.ts';

export interface StepGuardInput {
  steps: readonly StepKind[];
  step: number;
  draft: WizardDraft;
  editing: boolean;
  /** The address names the step; when it does not, it is written in (so a reload continues). */
  hasStep: boolean;
  goTo: (step: number, options?: { replace?: boolean }) => void;
}

/**
 * The step that may be shown: a step after the review needs the event (else the review), and a
 * registered host has nothing to register (so the send step). Moves the address there too.
 */
export function allowedStep(
  { steps, step, draft, editing }: Omit<StepGuardInput, 'goTo' | 'hasStep'>,
  registered: boolean,
): number {
  const clamped = Math.min(Math.max(step, 1), steps.length);
  const kind = steps[clamped - 1];
  if (!kind) return 1;
  if (needsEvent(kind) && !draft.eventId) return stepNumber(steps, 'review');
  if (kind === 'registration' && (registered || editing)) return stepNumber(steps, 'send');
  return clamped;
}

export function useStepGuard(input: StepGuardInput): number {
  const me = useSession();
  const registered = me ? !me.isAnonymous : false;
  const step = allowedStep(input, registered);
  const { goTo, hasStep } = input;
  useEffect(() => {
    if (step !== input.step || !hasStep) goTo(step, { replace: true });
  }, [step, input.step, hasStep, goTo]);
  return step;
}
