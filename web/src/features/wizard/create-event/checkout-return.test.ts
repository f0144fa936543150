import { describe, expect, it } from 'vitest';
import { emptyDraft } from '../draft/wizard-draft.ts';
import { resumedCreateSearch } from './checkout-return.ts';

const EVENT = '5f0c1c4e-7d39-4a43-9d1e-2f0b7a1c9e11';
const created = { ...emptyDraft('UTC'), title: 'Pool Party', eventId: EVENT };
const back = { eventId: EVENT, step: 12, payment: 'success' as const };

describe('resumedCreateSearch', () => {
  it('continues the new-event draft that created the event, at its send step', () => {
    expect(resumedCreateSearch(back, { created, edited: null })).toEqual({
      step: 12,
      payment: 'success',
      eventId: undefined,
    });
  });

  it('stays in edit mode when the tab holds no draft of that event, or is editing it', () => {
    expect(resumedCreateSearch(back, { created: null, edited: null })).toBeNull();
    const other = { ...created, eventId: '00000000-0000-4000-8000-000000000000' };
    expect(resumedCreateSearch(back, { created: other, edited: null })).toBeNull();
    expect(resumedCreateSearch(back, { created, edited: created })).toBeNull();
  });

  it('leaves every address that is not a checkout coming back alone', () => {
    expect(resumedCreateSearch({ eventId: EVENT, step: 9 }, { created, edited: null })).toBeNull();
    expect(
      resumedCreateSearch({ step: 12, payment: 'cancelled' }, { created, edited: null }),
    ).toBeNull();
  });
});
