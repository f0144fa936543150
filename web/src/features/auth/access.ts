import type { Me } from '@partyreel/shared/auth';
import { redirect } from '@tanstack/react-router';
import { afterSignInPath } from './safe-redirect.ts';
import { isRegistered, loadSession, type SessionContext } from './session.ts';

/**
 * `beforeLoad` of the pages for registered hosts (docs/product.md, Pages): nobody signed in goes to
 * /login, which brings them back here afterwards; an anonymous event-creation session goes to the
 * landing page. There is no way around it (docs/architecture.md, Where we differ from the product
 * description: no '{secret}' back door); the server checks again anyway.
 */
export async function requireRegisteredUser(
  context: SessionContext,
  location: { href: string },
): Promise<{ me: Me }> {
  const me = await loadSession(context);
  if (!me) throw redirect({ to: '/login', search: { redirect: location.href } });
  if (me.isAnonymous) throw redirect({ to: '/', replace: true });
  return { me };
}

/** `beforeLoad` of /login and /register: a signed-in host has nothing to do there. */
export async function skipWhenRegistered(
  context: SessionContext,
  search: { redirect?: string },
): Promise<void> {
  const me = await loadSession(context);
  if (isRegistered(me)) throw redirect({ href: afterSignInPath(search.redirect), replace: true });
}
