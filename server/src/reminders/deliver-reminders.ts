import { calendarDateIn, calendarDaysBetween } from '@partyreel/shared/format/zoned-time';
import type { JobResult, JobWithMetadata } from 'pg-boss';
import type { DeliveryDeps } from '../guests/deliver-invitations.ts';
import {
  type GuestMailRow,
  guestMail,
  guestMailEvent,
  posterUrl,
  readGuestMailBatch,
} from '../guests/guest-mail-rows.ts';
import { type JobQueue, workMailBatches } from '../jobs/job-queue.ts';
import { sendJobMails } from '../jobs/mail-job-results.ts';
import type { Mail } from '../mail/mailer.ts';
import { reminderMessages } from '../mail/templates/reminder.tsx';
import {
  type ReminderMailJob,
  reminderMailKey,
  reminderMailQueue,
  UNANSWERED,
} from './reminder-queues.ts';

type Job = Pick<JobWithMetadata<ReminderMailJob>, 'id' | 'data'>;

/** This instance's reminder e-mail worker. */
export function registerReminderMailWorker(jobs: JobQueue, deps: DeliveryDeps): Promise<string> {
  return workMailBatches(jobs, reminderMailQueue, (batch) => deliverReminders(deps, batch));
}

/** Why a guest gets no reminder after all (the guest or the event changed since it was queued). */
function skipReason(row: GuestMailRow | undefined, job: Job): string | null {
  if (!row || row.status === 'removed') return 'no longer a guest';
  if (!row.email) return 'no e-mail address';
  if (!row.unlockedAt) return 'locked';
  if (row.eventDate !== job.data.eventDate) return 'the date changed';
  if (job.data.kind === 'no-response' && !(UNANSWERED as readonly string[]).includes(row.status))
    return 'answered';
  return null;
}

/**
 * Sends a batch of reminder e-mails, each under its guest's and kind's outbox key (a guest gets each
 * kind once, whatever the date changes). A failed delivery fails its job for pg-boss to retry.
 */
export async function deliverReminders(
  deps: DeliveryDeps,
  batch: Job[],
  now = new Date(),
): Promise<JobResult[]> {
  const { rows, suppressions } = await readGuestMailBatch(
    deps.db,
    batch.map((job) => job.data.invitationId),
  );
  const results: JobResult[] = [];
  const outgoing: { job: Job; mail: Mail }[] = [];
  const renderers = new Map<string, Awaited<ReturnType<typeof reminderMessages>>>();

  for (const [i, job] of batch.entries()) {
    const row = rows.get(job.data.invitationId);
    const skipped = skipReason(row, job) ?? suppressions[i]?.reason ?? null;
    if (!row?.email || skipped) {
      results.push({ id: job.id, status: 'completed', output: { skipped } });
      continue;
    }
    const today = calendarDateIn(now, row.timeZone);
    const daysLeft = calendarDaysBetween(today, job.data.eventDate);
    if (daysLeft < 0) {
      results.push({ id: job.id, status: 'completed', output: { skipped: 'the event is over' } });
      continue;
    }
    const key = `${row.eventId}|${job.data.kind}|${job.data.origin}|${daysLeft}`;
    let render = renderers.get(key);
    if (!render) {
      render = await reminderMessages({
        audience: job.data.kind,
        hostName: row.hostName,
        event: guestMailEvent(row),
        posterUrl: posterUrl(job.data.origin, row.templateId),
        daysLeft,
      });
      renderers.set(key, render);
    }
    const mail = guestMail(deps.unsubscribe, job.data.origin, { ...row, email: row.email }, render);
    outgoing.push({ job, mail: { ...mail, idempotencyKey: reminderMailKey(job.data) } });
  }

  results.push(...(await sendJobMails(deps.mailer, outgoing)));
  return results;
}
