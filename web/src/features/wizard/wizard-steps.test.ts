import { SEND_STEP } from '@partyreel/shared/payments/payment-input';
import { describe, expect, it } from 'vitest';
import { CREATE_EVENT_STEPS, stepNumber, TEMPLATE_WIZARD_STEPS } from './wizard-steps.ts';

describe('the send step a checkout comes back to', () => {
  it("is where the server's return address says, in both wizards", () => {
    expect(stepNumber(CREATE_EVENT_STEPS, 'send')).toBe(SEND_STEP['create-event']);
    expect(stepNumber(TEMPLATE_WIZARD_STEPS, 'send')).toBe(SEND_STEP['create-event-from-template']);
  });
});
