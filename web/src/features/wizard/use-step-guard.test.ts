import { describe, expect, it } from 'vitest';
import { emptyDraft } from './draft/wizard-draft.ts';
import { allowedStep } from './use-step-guard.ts';
import { CREATE_EVENT_STEPS, TEMPLATE_WIZARD_STEPS } from './wizard-steps.ts';

const draft = emptyDraft('UTC');
const created = { ...draft, eventId: 'e1' };

describe('allowedStep', () => {
  it('sends the steps after the review back to it until the event exists', () => {
    const base = { steps: CREATE_EVENT_STEPS, editing: false };
    expect(allowedStep({ ...base, step: 12, draft }, false)).toBe(11);
    expect(allowedStep({ ...base, step: 12, draft: created }, false)).toBe(12);
    expect(allowedStep({ ...base, step: 5, draft }, false)).toBe(5);
  });

  it('skips registration for a registered host', () => {
    const base = { steps: TEMPLATE_WIZARD_STEPS, editing: false, draft: created };
    expect(allowedStep({ ...base, step: 7 }, false)).toBe(7);
    expect(allowedStep({ ...base, step: 7 }, true)).toBe(5);
  });
});
