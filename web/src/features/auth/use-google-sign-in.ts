import type { SignedIn } from '@partyreel/shared/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTRPC } from '../../lib/trpc.ts';
import { openGooglePopup } from './google-popup.ts';
import { isRegistered } from './session.ts';
import { useFinishSignIn } from './use-finish-sign-in.ts';

/**
 * The popup, then the session the server now has for this browser (with what the claim of the
 * anonymous session's events could not keep). Rejects when nobody ended up signed in. The page
 * never leaves: the caller decides what follows (the sign-in page goes on, the wizard continues
 * where it was).
 */
export function useGooglePopupSignIn(): () => Promise<SignedIn> {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    // Opened before the first await: browsers allow popups only straight from a click.
    const { outcome, droppedUploads } = await openGooglePopup();
    if (outcome === 'failed') throw new Error('Google sign-in failed');
    // 'closed' without a message may still have signed in (the popup lost its opener): ask.
    const me = await queryClient.fetchQuery({ ...trpc.auth.me.queryOptions(), staleTime: 0 });
    if (!isRegistered(me)) throw new Error('Google sign-in did not complete');
    // What the popup said the sign-in could not keep (a popup without its opener said it itself).
    return droppedUploads ? { ...me, droppedUploads } : me;
  }, [queryClient, trpc]);
}

/**
 * The Google button's action on the sign-in pages: the popup, then on to where the user was
 * heading. Rejects when nobody ended up signed in (the button then shows the catalogue's message).
 */
export function useGoogleSignIn(redirect: string | undefined) {
  const popup = useGooglePopupSignIn();
  const finish = useFinishSignIn(redirect);
  return async () => {
    await finish(await popup());
  };
}
