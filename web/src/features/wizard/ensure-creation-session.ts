import { redirect } from '@tanstack/react-router';
import { trpcClient } from '../../lib/trpc.ts';
import { loadSession, replaceSession, type SessionContext } from '../auth/session.ts';

/**
 * The creation wizards are for hosts and anonymous sessions (docs/product.md, The creation
 * wizards). A visitor who arrives without a session (a shared link, a reload after sign-out) gets
 * an anonymous one, as the landing page would have given them; if that fails they are sent back to
 * the landing page.
 */
export async function ensureCreationSession(context: SessionContext): Promise<void> {
  if (await loadSession(context)) return;
  try {
    await replaceSession(context, await trpcClient.auth.signInAnonymously.mutate());
  } catch {
    throw redirect({ to: '/' });
  }
}
