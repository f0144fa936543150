import { describe, expect, it } from 'vitest';
import { emptyDraft } from '../draft/wizard-draft.ts';
import { sampleInvitation } from './sample-event.ts';
import { templateWizardStart } from './template-wizard.tsx';

describe('templateWizardStart', () => {
  const stored = { ...emptyDraft('UTC'), title: 'Stored', templateId: 'candy-land' };

  it("starts afresh from the landing's template pick (no step in the address)", () => {
    const start = templateWizardStart(stored, undefined, 'rainbow-unicorn-meadow');
    expect(start).toMatchObject({ title: '', templateId: 'rainbow-unicorn-meadow' });
  });

  it('continues the stored draft on a reload, with the template the address names', () => {
    expect(templateWizardStart(stored, 3, undefined)).toBe(stored);
    expect(templateWizardStart(stored, 2, 'space-odyssey')).toMatchObject({
      title: 'Stored',
      templateId: 'space-odyssey',
    });
  });

  it('a search from the landing does not reopen an event already created', () => {
    const created = { ...stored, eventId: 'e1' };
    expect(templateWizardStart(created, 1, undefined).eventId).toBeNull();
    // …and a created event keeps its template.
    expect(templateWizardStart(created, 4, 'space-odyssey').templateId).toBe('candy-land');
  });
});

describe('sampleInvitation', () => {
  it('shows what the host typed and a sample party for the rest', () => {
    const data = sampleInvitation(
      { ...emptyDraft('UTC'), title: 'Maya turns 7' },
      new Date('2026-03-10T12:00:00Z'),
    );
    expect(data).toMatchObject({
      eventTitle: 'Maya turns 7',
      address: '12 Oak Lane, Springfield',
      eventDate: 'TUESDAY, APRIL 14TH',
      sTime: '3:00 PM',
      eTime: '6:00 PM',
    });
  });
});
