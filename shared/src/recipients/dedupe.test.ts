import { describe, expect, it } from 'vitest';
import { contactKeys, joinable, withoutDuplicates } from './dedupe.ts';

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
