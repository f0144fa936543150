import type { JobQueue } from '../jobs/job-queue.ts';
import { signInAlertMessage } from '../mail/templates/sign-in-alert.tsx';
import { SIGN_IN_THROTTLE } from '../rate-limit/rate-limits.ts';
import {
  type AccountMailDeps,
  defineAccountMailQueue,
  workAccountMail,
} from './account-mail-jobs.ts';

/**
 * The owner is told when many sign-ins to their account failed (docs/decisions/039), off the
 * sign-in's path: the failing try only queues this, so its answer takes no longer.
 */
export const signInAlertQueue = defineAccountMailQueue('sign-in-alert-mail');

/**
 * This instance's sign-in alert worker: it e-mails the owner, at most once per window
 * (signInAlertPerAccount: the count can come back to its threshold after the owner signs in, or on
 * another instance at the same moment).
 */
export function registerSignInAlertWorker(jobs: JobQueue, deps: AccountMailDeps): Promise<string> {
  return workAccountMail(
    jobs,
    signInAlertQueue,
    deps,
    'signInAlertPerAccount',
    async (user, job) => {
      deps.log.warn({ userId: user.id }, 'many failed sign-ins: the owner is told');
      await deps.mailer.send({
        ...(await signInAlertMessage({
          failures: SIGN_IN_THROTTLE.perAccount.free,
          resetUrl: `${job.data.origin}/forgot-password`,
        })),
        to: user.email,
        idempotencyKey: `sign-in-alert:${job.id}`,
      });
    },
  );
}
