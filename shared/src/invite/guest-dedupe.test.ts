import { describe, expect, it } from 'vitest';
import type { InvitationStatus } from '../events/event-view.ts';
import { dedupeGuests } from './guest-dedupe.ts';

let n = 0;
const guest = (
  status: InvitationStatus,
  contact: { name?: string; email?: string; phone?: string } = {},
  respondedAt: string | null = null,
) => ({
  id: `g${++n}`,
  name: contact.name ?? `Someone ${n}`,
  email: contact.email ?? null,
  phone: contact.phone ?? null,
  status,
  respondedAt,
});

describe('dedupeGuests', () => {
  it('keeps guests who share nothing, in their order, and leaves out removed ones', () => {
    const list = [guest('sent'), guest('removed'), guest('accepted')];
    expect(dedupeGuests(list)).toEqual([list[0], list[2]]);
  });

  it.each([
    ['e-mail (any case)', { email: 'Ana@Example.com' }, { email: ' ana@example.com' }],
    ['phone (any punctuation)', { phone: '+1 (555) 010-0100' }, { phone: '15550100100' }],
    ['lower-cased name', { name: 'Ana Lima' }, { name: '  ana lima ' }],
  ])('merges entries that share an %s', (_, a, b) => {
    expect(dedupeGuests([guest('sent', a), guest('viewed', b)])).toHaveLength(1);
  });

  it('does not merge on blank values', () => {
    const list = [
      guest('sent', { email: ' ', phone: '' }),
      guest('sent', { email: '', phone: '-' }),
    ];
    expect(dedupeGuests(list)).toHaveLength(2);
  });

  it.each([
    ['pending', 'unsent'],
    ['unsent', 'sent'],
    ['sent', 'viewed'],
    ['viewed', 'declined'],
    ['declined', 'accepted'],
  ] as const)('%s loses to %s, whichever comes first', (low, high) => {
    const a = guest(low, { email: 'same@example.com' });
    const b = guest(high, { email: 'same@example.com' });
    expect(dedupeGuests([a, b])).toEqual([b]);
    expect(dedupeGuests([b, a])).toEqual([b]);
  });

  it('groups transitively: A~B by e-mail and B~C by phone make one guest', () => {
    const a = guest('sent', { name: 'A', email: 'a@example.com' });
    const b = guest('viewed', { name: 'B', email: 'a@example.com', phone: '555' });
    const c = guest('accepted', { name: 'C', phone: '555' });
    const d = guest('declined', { name: 'D' });
    expect(dedupeGuests([a, d, b, c])).toEqual([c, d]);
  });

  it('joins two groups that a later entry links', () => {
    const a = guest('accepted', { name: 'A', email: 'a@example.com' });
    const b = guest('sent', { name: 'B', phone: '777' });
    const bridge = guest('pending', { name: 'X', email: 'a@example.com', phone: '777' });
    expect(dedupeGuests([a, b, bridge])).toEqual([a]);
  });

  it('between equal statuses the latest answer wins', () => {
    const old = guest('accepted', { name: 'Ana' }, '2027-01-01T10:00:00Z');
    const recent = guest('accepted', { name: 'ana' }, '2027-01-02T10:00:00Z');
    expect(dedupeGuests([recent, old])).toEqual([recent]);
    expect(dedupeGuests([old, recent])).toEqual([recent]);
  });
});
