import { describe, expect, it } from 'vitest';
import { validateCreateEventSearch } from './create-event-search.ts';

const EVENT = '5f0c1c4e-7d39-4a43-9d1e-2f0b7a1c9e11';

describe('validateCreateEventSearch', () => {
  it('keeps a step, an event and what a checkout comes back with', () => {
    expect(validateCreateEventSearch({ eventId: EVENT, step: '12', payment: 'cancelled' })).toEqual(
      { eventId: EVENT, step: 12, payment: 'cancelled' },
    );
  });

  it('drops what is malformed instead of failing', () => {
    expect(validateCreateEventSearch({ eventId: 'nope', step: '15', payment: 'paid' })).toEqual({});
  });
});
