import { afterEach, describe, expect, it } from 'vitest';
import { DRAFT_KEYS, forgetDraft, readDraft, writeDraft } from './draft-storage.ts';
import { emptyDraft } from './wizard-draft.ts';

afterEach(() => sessionStorage.clear());

describe('draft storage', () => {
  it('gives back what was written, and nothing once forgotten', () => {
    const draft = { ...emptyDraft('UTC'), title: 'Kept' };
    writeDraft(DRAFT_KEYS.createEvent, draft);
    expect(readDraft(DRAFT_KEYS.createEvent)).toEqual(draft);
    expect(readDraft(DRAFT_KEYS.templateWizard)).toBeNull();
    forgetDraft(DRAFT_KEYS.createEvent);
    expect(readDraft(DRAFT_KEYS.createEvent)).toBeNull();
  });

  it('fills in what an older draft lacks and ignores what cannot be read', () => {
    sessionStorage.setItem(DRAFT_KEYS.createEvent, JSON.stringify({ title: 'Old' }));
    expect(readDraft(DRAFT_KEYS.createEvent)).toMatchObject({ title: 'Old', recipients: [] });
    sessionStorage.setItem(DRAFT_KEYS.createEvent, '{not json');
    expect(readDraft(DRAFT_KEYS.createEvent)).toBeNull();
    sessionStorage.setItem(DRAFT_KEYS.createEvent, JSON.stringify({ title: 7 }));
    expect(readDraft(DRAFT_KEYS.createEvent)).toBeNull();
  });
});
