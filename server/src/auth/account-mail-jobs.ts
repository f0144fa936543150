import type { DeliveryDeps } from '../guests/deliver-invitations.ts';
import type { RateLimitPolicy, RateLimits } from '../rate-limit/rate-limits.ts';
import { findUserByEmail } from './users.queries.ts';

/**
 * An e-mail about an account, queued by an address and looked up again by the worker, off the
 * request's path (a password reset, a sign-in alert).
 */
export interface AccountMailJob {
  /** As the request named it (looked up case-insensitively by the worker). */
  email: string;
  /** The app's address for the e-mail's link (AppServices.appOrigin when it was asked). */
  origin: string;
}

/** What an account mail worker needs: the mail workers' deps and the shared rate limits. */
export type AccountMailDeps = DeliveryDeps & { rateLimits: Pick<RateLimits, 'consume'> };

/**
 * The registered account `email` names, when `policy` still allows it one more of these e-mails
 * (counted per account, whichever client addresses asked); undefined otherwise, and for an address
 * with no account or an anonymous one.
 */
export async function accountToMail(
  deps: AccountMailDeps,
  email: string,
  policy: RateLimitPolicy,
): Promise<{ id: string; email: string } | undefined> {
  const user = await findUserByEmail(deps.db, email);
  if (!user?.email || user.isAnonymous) return undefined;
  if (!(await deps.rateLimits.consume(policy, user.email.toLowerCase()))) {
    deps.log.info({ userId: user.id, policy }, 'account e-mail withheld: per-account limit');
    return undefined;
  }
  return { id: user.id, email: user.email };
}
