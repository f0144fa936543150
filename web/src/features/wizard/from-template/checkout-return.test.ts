import { describe, expect, it } from 'vitest';
import { emptyDraft } from '../draft/wizard-draft.ts';
import { templateCheckoutReturn } from './checkout-return.ts';

const EVENT = '5f0c1c4e-7d39-4a43-9d1e-2f0b7a1c9e11';
const created = { ...emptyDraft('UTC'), title: 'Pool Party', eventId: EVENT };

describe('templateCheckoutReturn', () => {
  it('continues the draft that created the event at its send step', () => {
    expect(
      templateCheckoutReturn({ eventId: EVENT, step: 5, payment: 'success' }, created),
    ).toEqual({ to: 'wizard', search: { step: 5, payment: 'success', eventId: undefined } });
  });

  it("sends the host to the event's page when this tab has no draft of it", () => {
    expect(templateCheckoutReturn({ eventId: EVENT, step: 5, payment: 'cancelled' }, null)).toEqual(
      { to: 'event', eventId: EVENT, payment: 'cancelled' },
    );
  });

  it('leaves every address that is not a checkout coming back alone', () => {
    expect(templateCheckoutReturn({ eventId: EVENT, step: 5 }, created)).toBeNull();
    expect(templateCheckoutReturn({ step: 5, payment: 'success' }, created)).toBeNull();
  });
});
