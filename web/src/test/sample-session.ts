import type { Me } from '@partyreel/shared/auth';

/** A session as auth.me answers it: an anonymous host, or a registered one. */
export function sessionOf(isAnonymous: boolean): Me {
  return {
    id: 'user-1',
    email: isAnonymous ? null : 'host@example.com',
    displayName: isAnonymous ? null : 'Host',
    photoUrl: null,
    emailVerified: !isAnonymous,
    isAnonymous,
    createdAt: '2026-01-01T00:00:00.000Z',
    hasPassword: !isAnonymous,
    providers: [],
  };
}
