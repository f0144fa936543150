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
});
