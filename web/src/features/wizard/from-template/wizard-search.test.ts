import { describe, expect, it } from 'vitest';
import { validateWizardSearch } from './wizard-search.ts';

describe('validateWizardSearch', () => {
  it('keeps a template id, a step and a search', () => {
    expect(validateWizardSearch({ templateId: 'candy-land', step: '2' })).toEqual({
      templateId: 'candy-land',
      step: 2,
    });
    expect(validateWizardSearch({ step: 1, search: 'halloween' })).toEqual({
      step: 1,
      search: 'halloween',
    });
  });

  it('drops what is malformed instead of failing', () => {
    expect(
      validateWizardSearch({
        templateId: '../etc',
        step: '9',
        search: 'x'.repeat(500),
        eventId: 'nope',
      }),
    ).toEqual({});
    expect(validateWizardSearch({ step: 'two' })).toEqual({});
  });

  it('keeps what a checkout comes back with, and drops any other payment', () => {
    const eventId = '5f0c1c4e-7d39-4a43-9d1e-2f0b7a1c9e11';
    expect(validateWizardSearch({ eventId, step: '5', payment: 'success' })).toEqual({
      eventId,
      step: 5,
      payment: 'success',
    });
    expect(validateWizardSearch({ step: 5, payment: 'paid' })).toEqual({ step: 5 });
  });
});
