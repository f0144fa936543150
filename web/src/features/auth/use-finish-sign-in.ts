import type { SignedIn } from '@partyreel/shared/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useTRPC } from '../../lib/trpc.ts';
import { announceDroppedUploads, splitSignedIn } from './dropped-uploads.ts';
import { afterSignInPath } from './safe-redirect.ts';
import { replaceSession } from './session.ts';

/**
 * What every way of signing in ends with: the new session replaces the old one in the cache, then
 * the user goes back where they were heading (a safe same-site path) or to their dashboard. When
 * signing in had to drop uploads made before it, the host is told there.
 */
export function useFinishSignIn(redirect: string | undefined) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (answer: SignedIn) => {
      const { me, dropped } = splitSignedIn(answer);
      await replaceSession({ queryClient, trpc }, me);
      await navigate({ href: afterSignInPath(redirect), replace: true });
      announceDroppedUploads(dropped);
    },
    [queryClient, trpc, navigate, redirect],
  );
}
