import type { JobWithMetadata } from 'pg-boss';
import type { DeliveryDeps } from '../guests/deliver-invitations.ts';
import {
  ACCOUNT_MAIL_QUEUE_OPTIONS,
  defineQueue,
  type JobQueue,
  workEachJob,
} from '../jobs/job-queue.ts';
import type { RateLimits } from '../rate-limit/rate-limits.ts';
import { sendPasswordResetEmail } from './auth-mail.ts';
import { findUserByEmail } from './users.queries.ts';

/** A reset asked for an address, which may or may not have an account. */
export interface PasswordResetJob {
  /** Lower-cased, as the request schema gives it. */
  email: string;
  /** The app's address for the link (AppServices.appOrigin when it was asked). */
  origin: string;
}

/**
 * auth.requestPasswordReset only queues one of these, whatever the address, and answers: looking
 * the account up, making the token and writing the e-mail happen here, off the request path, so
 * the answer takes the same work (and time) for a registered address and an unknown one. Kept an
 * hour after it is done (it names an address that may have no account).
 */
export const passwordResetQueue = defineQueue<PasswordResetJob>(
  'password-reset-mail',
  ACCOUNT_MAIL_QUEUE_OPTIONS,
);

type Job = Pick<JobWithMetadata<PasswordResetJob>, 'id' | 'data'>;

/** What the reset worker needs: the mail workers' deps and the shared rate limits. */
export type PasswordResetDeps = DeliveryDeps & { rateLimits: Pick<RateLimits, 'consume'> };

/**
 * Sends the reset e-mail when the address belongs to a registered account that has not had its
 * three this hour (passwordResetPerAccount, from any client addresses:
 * docs/decisions/035-reset-and-reminder-limits.md); else nothing. The request answered the same.
 */
export async function deliverPasswordReset(deps: PasswordResetDeps, job: Job): Promise<void> {
  const user = await findUserByEmail(deps.db, job.data.email);
  if (!user?.email || user.isAnonymous) return;
  if (!(await deps.rateLimits.consume('passwordResetPerAccount', user.email.toLowerCase()))) {
    deps.log.info({ userId: user.id }, 'password reset e-mail withheld: per-account limit');
    return;
  }
  await sendPasswordResetEmail(
    { db: deps.db, mailer: deps.mailer, appOrigin: job.data.origin },
    { id: user.id, email: user.email },
  );
}

/** This instance's reset e-mail worker. */
export function registerPasswordResetWorker(
  jobs: JobQueue,
  deps: PasswordResetDeps,
): Promise<string> {
  return workEachJob(jobs, passwordResetQueue, (job) => deliverPasswordReset(deps, job));
}
