import type { JobQueue } from '../jobs/job-queue.ts';
import {
  type AccountMailDeps,
  defineAccountMailQueue,
  workAccountMail,
} from './account-mail-jobs.ts';
import { sendPasswordResetEmail } from './auth-mail.ts';

/**
 * auth.requestPasswordReset only queues one of these, whatever the address, and answers: looking
 * the account up, making the token and writing the e-mail happen here, off the request path, so
 * the answer takes the same work (and time) for a registered address and an unknown one. Kept an
 * hour after it is done (it names an address that may have no account).
 */
export const passwordResetQueue = defineAccountMailQueue('password-reset-mail');

/**
 * This instance's reset e-mail worker: it sends the e-mail when the address belongs to a
 * registered account that has not had its three this hour (passwordResetPerAccount, from any
 * client addresses: docs/decisions/035-reset-and-reminder-limits.md); else nothing. The request
 * answered the same.
 */
export function registerPasswordResetWorker(
  jobs: JobQueue,
  deps: AccountMailDeps,
): Promise<string> {
  return workAccountMail(jobs, passwordResetQueue, deps, 'passwordResetPerAccount', (user, job) =>
    sendPasswordResetEmail({ db: deps.db, mailer: deps.mailer, appOrigin: job.data.origin }, user),
  );
}
