import type { Me } from '@partyreel/shared/auth';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useCallback } from 'react';
import { afterSignInPath } from './safe-redirect.ts';
import { replaceSession } from './session.ts';

/**
 * What every way of signing in ends with: the new session replaces the old one in the cache, then
 * the user goes back where they were heading (a safe same-site path) or to their dashboard.
 */
export function useFinishSignIn(redirect: string | undefined) {
  const context = useRouteContext({ from: '__root__' });
  const navigate = useNavigate();
  return useCallback(
    async (me: Me) => {
      await replaceSession(context, me);
      await navigate({ href: afterSignInPath(redirect), replace: true });
    },
    [context, navigate, redirect],
  );
}
