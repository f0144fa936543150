import { useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc.ts';
import { openGooglePopup } from './google-popup.ts';
import { isRegistered } from './session.ts';
import { useFinishSignIn } from './use-finish-sign-in.ts';

/**
 * The Google button's action: the popup, then the session the server now has for this browser.
 * Rejects when nobody ended up signed in (the button then shows the catalogue's message).
 */
export function useGoogleSignIn(redirect: string | undefined) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const finish = useFinishSignIn(redirect);
  return async () => {
    // Opened before the first await: browsers allow popups only straight from a click.
    const outcome = await openGooglePopup();
    if (outcome === 'failed') throw new Error('Google sign-in failed');
    // 'closed' without a message may still have signed in (the popup lost its opener): ask.
    const me = await queryClient.fetchQuery({ ...trpc.auth.me.queryOptions(), staleTime: 0 });
    if (!isRegistered(me)) throw new Error('Google sign-in did not complete');
    await finish(me);
  };
}
