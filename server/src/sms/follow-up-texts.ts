import type { Queryable } from '@partyreel/db/queryable';
import { sqlRows } from '@partyreel/db/queryable';
import { type SQL, sql } from 'drizzle-orm';
import type { JobQueue, JobTransaction } from '../jobs/job-queue.ts';
import type { ReminderJob } from '../reminders/reminder-queues.ts';
import { UNANSWERED } from '../reminders/reminder-queues.ts';
import { quietHoursEnd } from './sms-rules.ts';
import { textQueue } from './text-queue.ts';

/** The outbox's name for a guest's reminder text of one kind: each kind reaches a guest once. */
export const reminderTextKey = (kind: ReminderJob['kind'], invitationId: string) =>
  `reminder-text:${kind}:${invitationId}`;

/** The outbox's name for a guest's text about one update: each update reaches a guest once. */
export const updateTextKey = (updateId: string, invitationId: string) =>
  `update-text:${updateId}:${invitationId}`;

/**
 * One follow-up text (a reminder, an update) to each guest of `where` whose invitation went by
 * text (phone only, and a text of theirs went out), to the number that text went to: written into
 * the outbox under `keyPrefix` + the invitation's id (so a guest gets it once) with its job, in
 * the caller's transaction. In the event's quiet hours the texts wait for its morning; STOP and
 * the monthly cap are applied when each goes (docs/decisions/070). Answers how many were queued.
 */
async function queueFollowUpTexts(
  tx: Queryable & JobTransaction,
  jobs: JobQueue,
  texts: {
    event: { id: string; timeZone: string };
    origin: string;
    kind: 'reminder' | 'update' | 'confirmation';
    keyPrefix: string;
    where: SQL;
  },
  now: Date,
): Promise<number> {
  const queued = sqlRows<{ id: string }>(
    await tx.execute(sql`insert into sms_outbox
        (idempotency_key, kind, to_phone, body, event_id, invitation_id)
      select ${texts.keyPrefix} || i.id::text, ${texts.kind}, last.to_phone, '', i.event_id, i.id
      from invitations i
      join lateral (select t.to_phone from sms_outbox t
        where t.invitation_id = i.id and t.kind = 'invitation' and t.status = 'sent'
        order by t.created_at desc limit 1) last on true
      where i.event_id = ${texts.event.id} and coalesce(trim(i.email), '') = '' and ${texts.where}
      on conflict (idempotency_key) do nothing
      returning id`),
  );
  if (queued.length === 0) return 0;
  const startAfter = quietHoursEnd(texts.event.timeZone, now);
  await jobs.insert(
    textQueue,
    queued.map(({ id }) => ({
      data: { textId: id, origin: texts.origin },
      singletonKey: id,
      ...(startAfter ? { startAfter } : {}),
    })),
    tx,
  );
  return queued.length;
}

/**
 * A reminder is due: each guest invited by text whom this reminder is for (no-response: not
 * decided; all: everyone but the waitlist) gets one reminder text of this kind, ever.
 */
export function queueReminderTexts(
  tx: Queryable & JobTransaction,
  jobs: JobQueue,
  event: { id: string; timeZone: string },
  job: Pick<ReminderJob, 'kind' | 'origin'>,
  now = new Date(),
): Promise<number> {
  const statuses = job.kind === 'no-response' ? [...UNANSWERED] : REMINDED_BY_ALL;
  return queueFollowUpTexts(
    tx,
    jobs,
    {
      event,
      origin: job.origin,
      kind: 'reminder',
      keyPrefix: reminderTextKey(job.kind, ''),
      where: sql`i.status::text in (${sql.join(
        statuses.map((status) => sql`${status}`),
        sql`, `,
      )})`,
    },
    now,
  );
}

/** Guests an 'all' reminder is for: everyone but the waitlist (and removed guests). */
const REMINDED_BY_ALL = ['pending', 'viewed', 'sent', 'unsent', 'maybe', 'accepted', 'declined'];

/** The outbox's name for the text of one confirmation job: a retried job texts nothing new. */
export const confirmationTextKey = (jobId: string, invitationId: string) =>
  `confirmation-text:${jobId}:${invitationId}`;

/**
 * A guest invited by text answered (docs/decisions/062, 070): their confirmation goes by text, once
 * per confirmation job, saying the answer as it stands when the text goes.
 */
export function queueConfirmationText(
  tx: Queryable & JobTransaction,
  jobs: JobQueue,
  event: { id: string; timeZone: string },
  confirmation: { jobId: string; origin: string; invitationId: string },
  now = new Date(),
): Promise<number> {
  return queueFollowUpTexts(
    tx,
    jobs,
    {
      event,
      origin: confirmation.origin,
      kind: 'confirmation',
      keyPrefix: confirmationTextKey(confirmation.jobId, ''),
      where: sql`i.id = ${confirmation.invitationId}::uuid`,
    },
    now,
  );
}

/**
 * An update was posted: each of `invitationIds` (the guests of its audience who have no e-mail
 * address) that was invited by text gets one text saying so, with their link.
 */
export function queueUpdateTexts(
  tx: Queryable & JobTransaction,
  jobs: JobQueue,
  event: { id: string; timeZone: string },
  update: { id: string; origin: string; invitationIds: readonly string[] },
  now = new Date(),
): Promise<number> {
  if (update.invitationIds.length === 0) return Promise.resolve(0);
  return queueFollowUpTexts(
    tx,
    jobs,
    {
      event,
      origin: update.origin,
      kind: 'update',
      keyPrefix: updateTextKey(update.id, ''),
      where: sql`i.id in (${sql.join(
        update.invitationIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    },
    now,
  );
}
