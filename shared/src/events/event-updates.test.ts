import { describe, expect, it } from 'vitest';
import { GUEST_FILTER_STATUSES } from '../guests/guest-list.ts';
import { inUpdateAudience, UPDATE_AUDIENCES } from './event-updates.ts';

describe('inUpdateAudience', () => {
  // Every status a listed guest may have.
  const statuses = GUEST_FILTER_STATUSES.all;
  const members = (audience: (typeof UPDATE_AUDIENCES)[number]) =>
    statuses.filter((status) => inUpdateAudience(audience, status));

  it('reaches each audience’s guests, and never one not sent the invitation yet', () => {
    expect(members('accepted')).toEqual(['accepted']);
    expect(members('maybe')).toEqual(['maybe']);
    expect(members('unanswered')).toEqual(['sent', 'viewed']);
    expect(members('notDeclined')).toEqual(['sent', 'viewed', 'accepted', 'maybe', 'waitlisted']);
    expect(members('all')).toEqual([...members('notDeclined'), 'declined']);
  });

  it('reaches no removed guest', () => {
    for (const audience of UPDATE_AUDIENCES)
      expect(inUpdateAudience(audience, 'removed')).toBe(false);
  });
});
