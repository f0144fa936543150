import type { JobWithMetadata } from 'pg-boss';
import type { DeliveryDeps } from '../guests/deliver-invitations.ts';
import {
  ACCOUNT_MAIL_QUEUE_OPTIONS,
  defineQueue,
  type JobQueue,
  workEachJob,
} from '../jobs/job-queue.ts';
import { signInAlertMessage } from '../mail/templates/sign-in-alert.tsx';
import { type RateLimits, SIGN_IN_THROTTLE } from '../rate-limit/rate-limits.ts';
import { findUserByEmail } from './users.queries.ts';

/** An account whose failed sign-ins from unknown browsers just reached the account-wide count. */
export interface SignInAlertJob {
  /** As the sign-in named it (looked up again, case-insensitively, by the worker). */
  email: string;
  /** The app's address for the e-mail's link (AppServices.appOrigin at the sign-in). */
  origin: string;
}

/**
 * The owner is told when many sign-ins to their account failed (docs/decisions/039), off the
 * sign-in's path: the failing try only queues this, so its answer takes no longer.
 */
export const signInAlertQueue = defineQueue<SignInAlertJob>(
  'sign-in-alert-mail',
  ACCOUNT_MAIL_QUEUE_OPTIONS,
);

type Job = Pick<JobWithMetadata<SignInAlertJob>, 'id' | 'data'>;

export type SignInAlertDeps = DeliveryDeps & { rateLimits: Pick<RateLimits, 'consume'> };

/**
 * E-mails the owner, at most once per window (signInAlertPerAccount: the count can come back to
 * its threshold after the owner signs in, or on another instance at the same moment).
 */
export async function deliverSignInAlert(deps: SignInAlertDeps, job: Job): Promise<void> {
  const user = await findUserByEmail(deps.db, job.data.email);
  if (!user?.email || user.isAnonymous) return;
  if (!(await deps.rateLimits.consume('signInAlertPerAccount', user.email.toLowerCase()))) return;
  deps.log.warn({ userId: user.id }, 'many failed sign-ins: the owner is told');
  await deps.mailer.send({
    ...(await signInAlertMessage({
      failures: SIGN_IN_THROTTLE.perAccount.free,
      resetUrl: `${job.data.origin}/forgot-password`,
    })),
    to: user.email,
    idempotencyKey: `sign-in-alert:${job.id}`,
  });
}

/** This instance's sign-in alert worker. */
export function registerSignInAlertWorker(jobs: JobQueue, deps: SignInAlertDeps): Promise<string> {
  return workEachJob(jobs, signInAlertQueue, (job) => deliverSignInAlert(deps, job));
}
