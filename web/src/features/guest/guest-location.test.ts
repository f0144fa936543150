import { describe, expect, it } from 'vitest';
import { guestHref, guestPageOf } from './guest-location.ts';
import { recipientsRedirect } from './invite-search.ts';

describe('guestPageOf', () => {
  it('reads the invitation and its end screen, with ?id= for a personal invitation', () => {
    expect(guestPageOf('/invite/AbC123', '')).toEqual({
      page: 'invite',
      address: { code: 'AbC123', invitationId: undefined },
    });
    expect(guestPageOf('/invite/AbC123/end', '?id=7f1c2d')).toEqual({
      page: 'end',
      address: { code: 'AbC123', invitationId: '7f1c2d' },
    });
    expect(guestPageOf('/invite/AbC123/', '?id=%20')).toEqual({
      page: 'invite',
      address: { code: 'AbC123', invitationId: undefined },
    });
    expect(guestPageOf('/invite/a%20b', '')).toMatchObject({ address: { code: 'a b' } });
  });

  it("reads a template's answer link (?rsvp=yes|no) as the answer to confirm, on the invitation only", () => {
    expect(guestPageOf('/invite/AbC123', '?id=7f1c2d&rsvp=yes')).toEqual({
      page: 'invite',
      address: { code: 'AbC123', invitationId: '7f1c2d' },
      choice: 'yes',
    });
    expect(guestPageOf('/invite/AbC123', '?rsvp=no')).toMatchObject({ choice: 'no' });
    expect(guestPageOf('/invite/AbC123', '?rsvp=maybe')).not.toHaveProperty('choice');
    expect(guestPageOf('/invite/AbC123/end', '?rsvp=yes')).not.toHaveProperty('choice');
  });

  it('sends /recipients/{uniqueCode} on to /invite/{uniqueCode}, keeping the query string', () => {
    expect(guestPageOf('/recipients/AbC123xyz789', '?id=7f1c2d&utm=mail')).toEqual({
      page: 'redirect',
      to: '/invite/AbC123xyz789?id=7f1c2d&utm=mail',
    });
    expect(guestPageOf('/recipients/AbC123xyz789', '')).toEqual({
      page: 'redirect',
      to: '/invite/AbC123xyz789',
    });
  });

  it('shows the invitation at /recipients/{uniqueCode} with redirected=1', () => {
    expect(guestPageOf('/recipients/AbC123xyz789', '?id=7f1c2d&redirected=1')).toEqual({
      page: 'invite',
      address: { code: 'AbC123xyz789', invitationId: '7f1c2d' },
    });
  });

  it('leaves every other address to the host app', () => {
    for (const path of ['/', '/invite', '/invite/', '/invite/a/b', '/invite/a/end/x', '/dashboard'])
      expect(guestPageOf(path, ''), path).toEqual({ page: 'elsewhere' });
  });
});

describe('guestHref', () => {
  it('writes the invitation and end addresses back, encoded', () => {
    expect(guestHref({ code: 'AbC' }, 'invite')).toBe('/invite/AbC');
    expect(guestHref({ code: 'a b', invitationId: 'x&y' }, 'end')).toBe(
      '/invite/a%20b/end?id=x%26y',
    );
    const address = { code: 'AbC123', invitationId: '7f1c2d' };
    const page = guestPageOf(...(guestHref(address, 'end').split(/(?=\?)/) as [string, string]));
    expect(page).toEqual({ page: 'end', address });
  });
});

describe('recipientsRedirect', () => {
  it('keeps the raw query string, and gives nothing for redirected=1', () => {
    expect(recipientsRedirect('abc', '?id=1&x=%20y')).toBe('/invite/abc?id=1&x=%20y');
    expect(recipientsRedirect('abc', '')).toBe('/invite/abc');
    expect(recipientsRedirect('abc', '?redirected=1&id=1')).toBeNull();
    expect(recipientsRedirect('abc', '?redirected=0')).toBe('/invite/abc?redirected=0');
  });
});
