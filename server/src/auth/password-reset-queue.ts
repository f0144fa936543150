import type { JobWithMetadata } from 'pg-boss';
import {
  ACCOUNT_MAIL_QUEUE_OPTIONS,
  defineQueue,
  type JobQueue,
  workEachJob,
} from '../jobs/job-queue.ts';
import { type AccountMailDeps, type AccountMailJob, accountToMail } from './account-mail-jobs.ts';
import { sendPasswordResetEmail } from './auth-mail.ts';

/**
 * auth.requestPasswordReset only queues one of these, whatever the address, and answers: looking
 * the account up, making the token and writing the e-mail happen here, off the request path, so
 * the answer takes the same work (and time) for a registered address and an unknown one. Kept an
 * hour after it is done (it names an address that may have no account).
 */
export const passwordResetQueue = defineQueue<AccountMailJob>(
  'password-reset-mail',
  ACCOUNT_MAIL_QUEUE_OPTIONS,
);

type Job = Pick<JobWithMetadata<AccountMailJob>, 'id' | 'data'>;

/**
 * Sends the reset e-mail when the address belongs to a registered account that has not had its
 * three this hour (passwordResetPerAccount, from any client addresses:
 * docs/decisions/035-reset-and-reminder-limits.md); else nothing. The request answered the same.
 */
export async function deliverPasswordReset(deps: AccountMailDeps, job: Job): Promise<void> {
  const user = await accountToMail(deps, job.data.email, 'passwordResetPerAccount');
  if (!user) return;
  await sendPasswordResetEmail(
    { db: deps.db, mailer: deps.mailer, appOrigin: job.data.origin },
    user,
  );
}

/** This instance's reset e-mail worker. */
export function registerPasswordResetWorker(
  jobs: JobQueue,
  deps: AccountMailDeps,
): Promise<string> {
  return workEachJob(jobs, passwordResetQueue, (job) => deliverPasswordReset(deps, job));
}
