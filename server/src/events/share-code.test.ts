import { describe, expect, it } from 'vitest';
import { newInvitationCode } from './share-code.ts';

describe('newInvitationCode', () => {
  it('is 12 characters of the 62 letters and digits, and uses all of them', () => {
    const codes = Array.from({ length: 2000 }, () => newInvitationCode());
    for (const code of codes) expect(code).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(codes.join('')).size).toBe(62);
  });

  it('makes codes of another length when asked', () => {
    expect(newInvitationCode(30)).toMatch(/^[A-Za-z0-9]{30}$/);
  });
});
