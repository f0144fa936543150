import { describe, expect, it } from 'vitest';
import { afterSignInPath, safeRedirectPath, validateRedirectSearch } from './safe-redirect.ts';

describe('safeRedirectPath', () => {
  it.each([
    '/dashboard',
    '/account',
    '/event/3f6c2a1e-0000-4000-8000-000000000000',
    '/dashboard?tab=past#top',
    '/',
  ])('keeps the same-site path %s', (path) => {
    expect(safeRedirectPath(path)).toBe(path);
  });

  it.each([
    ['another site', 'https://evil.example/dashboard'],
    ['a protocol-relative address', '//evil.example/dashboard'],
    ['a backslash that browsers read as a slash', '/\\evil.example'],
    ['a tab that browsers strip', '/\t/evil.example'],
    ['a newline', '/\n/evil.example'],
    ['a script address', 'javascript:alert(1)'],
    ['a relative path', 'dashboard'],
    ['an empty string', ''],
  ])('drops %s', (_what, value) => {
    expect(safeRedirectPath(value)).toBeUndefined();
  });

  it.each([undefined, null, 42, ['/dashboard'], { to: '/dashboard' }])(
    'drops the non-string %j',
    (value) => {
      expect(safeRedirectPath(value)).toBeUndefined();
    },
  );
});

describe('afterSignInPath', () => {
  it('returns to the page the user was heading for', () => {
    expect(afterSignInPath('/account')).toBe('/account');
  });

  it('goes to the dashboard when there is no safe place to return to', () => {
    expect(afterSignInPath(undefined)).toBe('/dashboard');
    expect(afterSignInPath('//evil.example')).toBe('/dashboard');
  });
});

describe('validateRedirectSearch', () => {
  it('keeps a safe redirect and drops an unsafe one', () => {
    expect(validateRedirectSearch({ redirect: '/account', other: 'x' })).toEqual({
      redirect: '/account',
    });
    expect(validateRedirectSearch({ redirect: 'https://evil.example' })).toEqual({});
  });
});
