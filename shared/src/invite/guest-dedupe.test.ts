import { describe, expect, it } from 'vitest';
import type { InvitationStatus } from '../events/event-view.ts';
import { dedupeGuests, groupGuests } from './guest-dedupe.ts';

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

describe('groupGuests', () => {
  it('gives each guest its members in input order and its winner, groups in first-entry order', () => {
    const a = guest('sent', { name: 'A', email: 'a@example.com' });
    const d = guest('declined', { name: 'D' });
    const b = guest('viewed', { name: 'B', email: 'A@example.com', phone: '555' });
    const c = guest('accepted', { name: 'C', phone: '5-5-5' });
    const e = guest('pending', { name: 'd' });
    expect(groupGuests([a, d, b, c, e])).toEqual([
      { winner: c, members: [a, b, c] },
      { winner: d, members: [d, e] },
    ]);
  });

  it('leaves removed entries out of every group, even when they would link two', () => {
    const a = guest('sent', { name: 'A', email: 'a@example.com' });
    const gone = guest('removed', { name: 'X', email: 'a@example.com', phone: '777' });
    const b = guest('viewed', { name: 'B', phone: '777' });
    expect(groupGuests([a, gone, b])).toEqual([
      { winner: a, members: [a] },
      { winner: b, members: [b] },
    ]);
  });

  it('lists a later-linked group where its first entry was', () => {
    const x = guest('accepted', { name: 'X' });
    const a = guest('sent', { name: 'A', email: 'a@example.com' });
    const b = guest('viewed', { name: 'B', phone: '777' });
    const bridge = guest('pending', { name: 'Y', email: 'a@example.com', phone: '777' });
    expect(groupGuests([x, a, b, bridge])).toEqual([
      { winner: x, members: [x] },
      { winner: b, members: [a, b, bridge] },
    ]);
  });

  it('between equal statuses the latest answer wins; with no answers, the first entry', () => {
    const old = guest('declined', { name: 'Ana' }, '2027-01-01T10:00:00Z');
    const recent = guest('declined', { name: 'ana' }, '2027-01-02T10:00:00Z');
    expect(groupGuests([recent, old])[0]?.winner).toBe(recent);
    expect(groupGuests([old, recent])[0]?.winner).toBe(recent);
    const first = guest('sent', { email: 'x@example.com' });
    const second = guest('sent', { email: 'x@example.com' });
    expect(groupGuests([first, second])[0]?.winner).toBe(first);
  });

  it('agrees with dedupeGuests: its winners, in its order', () => {
    const list = [
      guest('sent', { name: 'A', email: 'a@example.com' }),
      guest('removed', { name: 'Z' }),
      guest('declined', { name: 'D' }),
      guest('viewed', { name: 'B', email: 'a@example.com', phone: '555' }),
      guest('accepted', { name: 'C', phone: '555' }),
      guest('pending', { name: 'd' }),
      guest('unsent', { name: 'E' }),
    ];
    expect(groupGuests(list).map((g) => g.winner)).toEqual(dedupeGuests(list));
  });
});
