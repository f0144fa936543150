import { describe, expect, it } from 'vitest';
import { contactKeys, findDuplicates, joinable, withoutDuplicates } from './dedupe.ts';

const mum = { name: 'Mum', email: 'mum@example.com', phone: '555 301 1111' };
const seen = new Set(contactKeys(mum));

describe('joinable', () => {
  it('refuses a guest whose e-mail or phone is taken', () => {
    expect(joinable({ name: 'Mum again', email: 'MUM@example.com', phone: null }, seen)).toBeNull();
    expect(
      joinable({ name: 'Dad', email: 'dad@example.com', phone: '5553011111' }, seen),
    ).toBeNull();
  });

  it('leaves off a taken value read from another column, and keeps the guest', () => {
    const dad = { name: 'Dad', email: 'dad@example.com', phone: '5553011111' };
    expect(joinable(dad, seen, { email: false, phone: true })).toEqual({ ...dad, phone: null });
  });

  it('refuses a guest left with nothing once the taken values are off', () => {
    const dad = { name: 'Dad', email: null, phone: '5553011111' };
    expect(joinable(dad, seen, { email: false, phone: true })).toBeNull();
  });

  it('lets in a guest with nothing taken, unchanged', () => {
    const kid = { name: 'Kid', email: 'kid@example.com', phone: null };
    expect(joinable(kid, seen, { email: true, phone: true })).toBe(kid);
  });
});

describe('withoutDuplicates', () => {
  it('keeps the first of each person and counts the rest', () => {
    const result = withoutDuplicates(
      [mum],
      [
        { email: null, phone: '(555) 301-1111' },
        { email: 'x@example.com', phone: null },
        { email: 'X@example.com', phone: '555' },
      ],
    );
    expect(result).toEqual({ fresh: [{ email: 'x@example.com', phone: null }], duplicates: 2 });
  });
});

describe('findDuplicates', () => {
  it('keeps the first of each person and says whom each duplicate matched', () => {
    const ana = { name: 'Ana', email: 'ana@example.com', phone: null };
    const ben = { name: 'Ben', email: null, phone: '+1 (555) 010-0100' };
    const incoming = [
      { name: 'Ana again', email: ' ANA@Example.com ', phone: null },
      { name: 'Cleo', email: 'cleo@example.com', phone: null },
      { name: 'Ben B.', email: 'ben@example.com', phone: '15550100100' },
      { name: 'Cleo twice', email: 'Cleo@example.com', phone: null },
      { name: 'Dev', email: null, phone: 'no digits' },
    ];
    const { fresh, duplicates } = findDuplicates([ana, ben], incoming);
    expect(fresh.map((r) => r.name)).toEqual(['Cleo', 'Dev']);
    expect(duplicates.map((d) => [d.recipient.name, d.of.name])).toEqual([
      ['Ana again', 'Ana'],
      ['Ben B.', 'Ben'],
      ['Cleo twice', 'Cleo'],
    ]);
  });
});
