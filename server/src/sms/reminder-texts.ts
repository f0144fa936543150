import type { Queryable } from '@partyreel/db/queryable';
import { sqlRows } from '@partyreel/db/queryable';
import { sql } from 'drizzle-orm';
import type { JobQueue, JobTransaction } from '../jobs/job-queue.ts';
import type { ReminderJob } from '../reminders/reminder-queues.ts';
import { UNANSWERED } from '../reminders/reminder-queues.ts';
import { quietHoursEnd } from './sms-rules.ts';
import { textQueue } from './text-queue.ts';

/** The outbox's name for a guest's reminder text of one kind: each kind reaches a guest once. */
export const reminderTextKey = (kind: ReminderJob['kind'], invitationId: string) =>
  `reminder-text:${kind}:${invitationId}`;

/**
 * A reminder is due (docs/decisions/070): each guest of the event whose invitation went by text
 * (phone only, and a text of theirs went out) and whom this reminder is for gets one reminder text
 * of this kind, ever: written into the outbox with its job, in the reminder's transaction. In the
 * event's quiet hours the texts wait for its morning; STOP and the monthly cap are applied when
 * each goes. Answers how many were queued.
 */
export async function queueReminderTexts(
  tx: Queryable & JobTransaction,
  jobs: JobQueue,
  event: { id: string; timeZone: string },
  job: Pick<ReminderJob, 'kind' | 'origin'>,
  now = new Date(),
): Promise<number> {
  const statuses = sql.join(
    (job.kind === 'no-response'
      ? [...UNANSWERED]
      : ['pending', 'viewed', 'sent', 'unsent', 'maybe', 'accepted', 'declined']
    ).map((status) => sql`${status}`),
    sql`, `,
  );
  const queued = sqlRows<{ id: string }>(
    await tx.execute(sql`insert into sms_outbox
        (idempotency_key, kind, to_phone, body, event_id, invitation_id)
      select ${reminderTextKey(job.kind, '')} || i.id::text, 'reminder', last.to_phone, '',
        i.event_id, i.id
      from invitations i
      join lateral (select t.to_phone from sms_outbox t
        where t.invitation_id = i.id and t.kind = 'invitation' and t.status = 'sent'
        order by t.created_at desc limit 1) last on true
      where i.event_id = ${event.id} and i.status::text in (${statuses})
        and coalesce(trim(i.email), '') = ''
      on conflict (idempotency_key) do nothing
      returning id`),
  );
  if (queued.length === 0) return 0;
  const startAfter = quietHoursEnd(event.timeZone, now);
  await jobs.insert(
    textQueue,
    queued.map(({ id }) => ({
      data: { textId: id, origin: job.origin },
      singletonKey: id,
      ...(startAfter ? { startAfter } : {}),
    })),
    tx,
  );
  return queued.length;
}
