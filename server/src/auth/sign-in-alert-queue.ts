import type { JobWithMetadata } from 'pg-boss';
import {
  ACCOUNT_MAIL_QUEUE_OPTIONS,
  defineQueue,
  type JobQueue,
  workEachJob,
} from '../jobs/job-queue.ts';
import { signInAlertMessage } from '../mail/templates/sign-in-alert.tsx';
import { SIGN_IN_THROTTLE } from '../rate-limit/rate-limits.ts';
import { type AccountMailDeps, type AccountMailJob, accountToMail } from './account-mail-jobs.ts';

/**
 * The owner is told when many sign-ins to their account failed (docs/decisions/039), off the
 * sign-in's path: the failing try only queues this, so its answer takes no longer.
 */
export const signInAlertQueue = defineQueue<AccountMailJob>(
  'sign-in-alert-mail',
  ACCOUNT_MAIL_QUEUE_OPTIONS,
);

type Job = Pick<JobWithMetadata<AccountMailJob>, 'id' | 'data'>;

/**
 * E-mails the owner, at most once per window (signInAlertPerAccount: the count can come back to
 * its threshold after the owner signs in, or on another instance at the same moment).
 */
export async function deliverSignInAlert(deps: AccountMailDeps, job: Job): Promise<void> {
  const user = await accountToMail(deps, job.data.email, 'signInAlertPerAccount');
  if (!user) return;
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
export function registerSignInAlertWorker(jobs: JobQueue, deps: AccountMailDeps): Promise<string> {
  return workEachJob(jobs, signInAlertQueue, (job) => deliverSignInAlert(deps, job));
}
