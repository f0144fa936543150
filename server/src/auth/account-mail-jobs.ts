import type { JobWithMetadata } from 'pg-boss';
import type { DeliveryDeps } from '../guests/deliver-invitations.ts';
import {
  ACCOUNT_MAIL_QUEUE_OPTIONS,
  defineQueue,
  type JobQueue,
  type QueueDefinition,
  workEachJob,
} from '../jobs/job-queue.ts';
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

/** A queue of account e-mails: ACCOUNT_MAIL_QUEUE_OPTIONS's retries and keeping. */
export function defineAccountMailQueue(name: string): QueueDefinition<AccountMailJob> {
  return defineQueue<AccountMailJob>(name, ACCOUNT_MAIL_QUEUE_OPTIONS);
}

/** What an account mail worker needs: the mail workers' deps and the shared rate limits. */
export type AccountMailDeps = DeliveryDeps & { rateLimits: Pick<RateLimits, 'consume'> };

/** A registered account an e-mail may go to. */
export interface MailableAccount {
  id: string;
  email: string;
}

/**
 * The registered account `email` names, when `policy` still allows it one more of these e-mails
 * (counted per account, whichever client addresses asked); undefined otherwise, and for an address
 * with no account or an anonymous one.
 */
export async function accountToMail(
  deps: AccountMailDeps,
  email: string,
  policy: RateLimitPolicy,
): Promise<MailableAccount | undefined> {
  const user = await findUserByEmail(deps.db, email);
  if (!user?.email || user.isAnonymous) return undefined;
  if (!(await deps.rateLimits.consume(policy, user.email.toLowerCase()))) {
    deps.log.info({ userId: user.id, policy }, 'account e-mail withheld: per-account limit');
    return undefined;
  }
  return { id: user.id, email: user.email };
}

/**
 * This instance's worker for `queue`: `send` writes the e-mail to each job's account that `policy`
 * still allows one more (accountToMail); any other address gets nothing.
 */
export function workAccountMail(
  jobs: JobQueue,
  queue: QueueDefinition<AccountMailJob>,
  deps: AccountMailDeps,
  policy: RateLimitPolicy,
  send: (
    user: MailableAccount,
    job: Pick<JobWithMetadata<AccountMailJob>, 'id' | 'data'>,
  ) => Promise<void>,
): Promise<string> {
  return workEachJob(jobs, queue, async (job) => {
    const user = await accountToMail(deps, job.data.email, policy);
    if (user) await send(user, job);
  });
}
