import { describe, expect, it } from 'vitest';
import { inUpdateAudience, UPDATE_AUDIENCES } from './event-updates.ts';

describe('inUpdateAudience', () => {
  const statuses = [
    'pending',
    'unsent',
    'sent',
    'viewed',
    'accepted',
    'maybe',
    'waitlisted',
    'declined',
  ];
  const members = (audience: (typeof UPDATE_AUDIENCES)[number]) =>
    statuses.filter((status) => inUpdateAudience(audience, status));

  it('reaches each audience’s guests, and never one not sent the invitation yet', () => {
    expect(members('all')).toEqual([
      'sent',
      'viewed',
      'accepted',
      'maybe',
      'waitlisted',
      'declined',
    ]);
    expect(members('accepted')).toEqual(['accepted']);
    expect(members('maybe')).toEqual(['maybe']);
    expect(members('unanswered')).toEqual(['sent', 'viewed']);
    expect(members('notDeclined')).toEqual(['sent', 'viewed', 'accepted', 'maybe', 'waitlisted']);
  });

  it('reaches no removed guest', () => {
    for (const audience of UPDATE_AUDIENCES)
      expect(inUpdateAudience(audience, 'removed')).toBe(false);
  });
});
