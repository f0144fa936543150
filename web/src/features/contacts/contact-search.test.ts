import type { SavedContact } from '@partyreel/shared/recipients/contact-input';
import { describe, expect, it } from 'vitest';
import { matchesContact } from './contact-search.ts';

const ava: SavedContact = {
  id: '3f6c2a1e-1111-4000-8000-000000000001',
  name: 'Ava Lee',
  email: 'ava.lee@example.com',
  phone: '+1 (555) 010-2030',
};
const noPhone: SavedContact = { ...ava, name: 'Bo', email: 'bo@example.com', phone: null };

describe('matchesContact', () => {
  it('matches everyone when the search is empty or blank', () => {
    expect(matchesContact(ava, '')).toBe(true);
    expect(matchesContact(ava, '   ')).toBe(true);
  });

  it('finds the text in the name, the e-mail or the phone, ignoring case', () => {
    expect(matchesContact(ava, 'ava l')).toBe(true);
    expect(matchesContact(ava, ' LEE ')).toBe(true);
    expect(matchesContact(ava, '@example')).toBe(true);
    expect(matchesContact(ava, '(555)')).toBe(true);
    expect(matchesContact(ava, 'zoe')).toBe(false);
  });

  it('finds a number by its digits, however it was punctuated', () => {
    expect(matchesContact(ava, '555 0102')).toBe(true);
    expect(matchesContact(ava, '555-010-20')).toBe(true);
    expect(matchesContact(ava, '555 9999')).toBe(false);
    expect(matchesContact(noPhone, '555')).toBe(false);
  });

  it('does not read digits out of words', () => {
    expect(matchesContact(ava, 'lee5550')).toBe(false);
  });
});
