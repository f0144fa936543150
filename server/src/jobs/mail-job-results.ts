import type { JobResult } from 'pg-boss';
import type { Mail, Mailer, SendResult } from '../mail/mailer.ts';

/**
 * The results of a batch's e-mail jobs as the mailer answered them (`sent[i]` is `jobIds[i]`'s):
 * a sent message completes its job; a failed one fails it for pg-boss to retry, or dead-letters it
 * when the provider refused the message itself (trying again cannot help).
 */
export function mailJobResults(
  jobIds: readonly string[],
  sent: readonly SendResult[],
): JobResult[] {
  return sent.flatMap((result, i): JobResult[] => {
    const id = jobIds[i];
    if (id === undefined) return [];
    if (result.status === 'sent') return [{ id, status: 'completed' }];
    const status = result.permanent ? 'deadletter' : 'failed';
    return [{ id, status, output: { message: result.error } }];
  });
}

/** Sends a batch's e-mails in one go (each with the job it is for) and answers each job's result. */
export async function sendJobMails(
  mailer: Pick<Mailer, 'sendMany'>,
  outgoing: readonly { job: { id: string }; mail: Mail }[],
): Promise<JobResult[]> {
  const sent = await mailer.sendMany(outgoing.map((o) => o.mail));
  return mailJobResults(
    outgoing.map((o) => o.job.id),
    sent,
  );
}
