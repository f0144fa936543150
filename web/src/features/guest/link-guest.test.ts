import { guestMessages } from '@partyreel/shared/messages/guest';
import { describe, expect, it } from 'vitest';
import { checkLinkGuest } from './link-guest.ts';

describe('checkLinkGuest', () => {
  it('takes a first name, and an e-mail trimmed and lower-cased', () => {
    expect(checkLinkGuest({ name: '  Ava ', email: ' Ava@Example.COM ' })).toEqual({
      ok: true,
      guest: { name: 'Ava', email: 'ava@example.com' },
    });
  });

  it('takes a blank e-mail as none', () => {
    expect(checkLinkGuest({ name: 'Ava', email: '   ' })).toEqual({
      ok: true,
      guest: { name: 'Ava', email: null },
    });
  });

  it('asks for a name first, then a shorter one', () => {
    expect(checkLinkGuest({ name: '  ', email: 'not an address' })).toEqual({
      ok: false,
      field: 'name',
      message: guestMessages.nameRequired,
    });
    expect(checkLinkGuest({ name: 'A'.repeat(51), email: '' })).toEqual({
      ok: false,
      field: 'name',
      message: guestMessages.nameTooLong,
    });
    expect(checkLinkGuest({ name: 'A'.repeat(50), email: '' }).ok).toBe(true);
  });

  it('refuses an e-mail of the wrong shape', () => {
    for (const email of ['ava', 'ava@example', 'a b@example.com', '@example.com']) {
      expect(checkLinkGuest({ name: 'Ava', email })).toEqual({
        ok: false,
        field: 'email',
        message: guestMessages.emailInvalid,
      });
    }
  });
});
