import { eventUpdates } from '@partyreel/db/schema';
import { inArray } from 'drizzle-orm';
import type { JobResult, JobWithMetadata } from 'pg-boss';
import type { DeliveryDeps } from '../guests/deliver-invitations.ts';
import { guestRefKey, readGuestRecipients } from '../guests/guest-recipients.ts';
import { type JobQueue, workMailBatches } from '../jobs/job-queue.ts';
import { sendJobMails } from '../jobs/mail-job-results.ts';
import type { Mail } from '../mail/mailer.ts';
import { suppressionsFor } from '../mail/suppressions.ts';
import { updateMessages } from '../mail/templates/update.tsx';
import { type UpdateMailJob, updateMailKey, updateMailQueue } from './update-queue.ts';

type Job = Pick<JobWithMetadata<UpdateMailJob>, 'id' | 'data'>;

/** This instance's update e-mail worker. */
export function registerUpdateMailWorker(jobs: JobQueue, deps: DeliveryDeps): Promise<string> {
  return workMailBatches(jobs, updateMailQueue, (batch) => deliverUpdates(deps, batch));
}

/**
 * Sends a batch of update e-mails, each under its guest's outbox key (a guest gets each update
 * once). A guest removed since, a discarded link answer, an event locked again or an address that
 * left gets none. A failed delivery fails its job for pg-boss to retry.
 */
export async function deliverUpdates(deps: DeliveryDeps, batch: Job[]): Promise<JobResult[]> {
  const recipients = await readGuestRecipients(
    deps.db,
    batch.map((job) => job.data.recipient),
  );
  const updateIds = [...new Set(batch.map((job) => job.data.updateId))];
  const updates = new Map(
    (
      await deps.db
        .select({ id: eventUpdates.id, body: eventUpdates.body })
        .from(eventUpdates)
        .where(inArray(eventUpdates.id, updateIds))
    ).map((row) => [row.id, row.body]),
  );
  const suppressions = await suppressionsFor(
    deps.db,
    batch.map((job) => {
      const recipient = recipients.get(guestRefKey(job.data.recipient));
      return { address: recipient?.email ?? '', eventId: recipient?.eventId ?? null };
    }),
  );
  const results: JobResult[] = [];
  const outgoing: { job: Job; mail: Mail }[] = [];
  const renderers = new Map<string, Awaited<ReturnType<typeof updateMessages>>>();
  for (const [i, job] of batch.entries()) {
    const recipient = recipients.get(guestRefKey(job.data.recipient));
    const body = updates.get(job.data.updateId);
    const skipped =
      !recipient || recipient.gone || body === undefined
        ? 'no longer a guest'
        : !recipient.email
          ? 'no e-mail address'
          : !recipient.unlockedAt
            ? 'locked'
            : (suppressions[i]?.reason ?? null);
    if (skipped || !recipient?.email || body === undefined) {
      results.push({ id: job.id, status: 'completed', output: { skipped } });
      continue;
    }
    let render = renderers.get(job.data.updateId);
    if (!render) {
      render = await updateMessages({ hostName: recipient.hostName, event: recipient.event, body });
      renderers.set(job.data.updateId, render);
    }
    const { origin } = job.data;
    const address = recipient.email;
    const message = render({
      guestName: recipient.name,
      inviteUrl: recipient.inviteUrl(origin),
      unsubscribe: deps.unsubscribe.forMail(origin, { address, eventId: recipient.eventId }),
    });
    outgoing.push({
      job,
      mail: {
        ...message,
        to: address,
        eventId: recipient.eventId,
        ...(recipient.invitationId ? { invitationId: recipient.invitationId } : {}),
        idempotencyKey: updateMailKey(job.data),
      },
    });
  }

  results.push(...(await sendJobMails(deps.mailer, outgoing)));
  return results;
}
