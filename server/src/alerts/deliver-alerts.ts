import type { Db } from '@partyreel/db';
import { sqlRows } from '@partyreel/db/queryable';
import { answerAlerts, events, users } from '@partyreel/db/schema';
import { isAnswer } from '@partyreel/shared/events/event-view';
import { GUEST_FALLBACK } from '@partyreel/shared/format/fallbacks';
import { hostTotals } from '@partyreel/shared/invite/guest-tally';
import { eq, sql } from 'drizzle-orm';
import type { JobResult, JobWithMetadata } from 'pg-boss';
import { readEventCounts } from '../events/live-counts.ts';
import type { DeliveryDeps } from '../guests/deliver-invitations.ts';
import { type JobQueue, workPacedMailJobs } from '../jobs/job-queue.ts';
import { mailJobResults } from '../jobs/mail-job-results.ts';
import { suppressionsFor } from '../mail/suppressions.ts';
import {
  type AlertedAnswer,
  answerAlertMessage,
  MAX_ALERTED_ANSWERS,
} from '../mail/templates/answer-alert.tsx';
import { type AnswerAlertJob, answerAlertMailKey, answerAlertQueue } from './alert-queue.ts';

type Job = Pick<JobWithMetadata<AnswerAlertJob>, 'id' | 'data'>;

/** This instance's answer-alert worker. */
export function registerAnswerAlertWorker(jobs: JobQueue, deps: DeliveryDeps): Promise<string> {
  return workPacedMailJobs(jobs, answerAlertQueue, (job) => deliverAnswerAlert(deps, job));
}

interface AnswerRow {
  name: string | null;
  viaLink: boolean;
  response: string;
  peopleCount: number;
  note: string | null;
  at: Date | string;
}

/**
 * The event's answers since `since` (personal and through the link, the newest first, at most
 * MAX_ALERTED_ANSWERS), how many there were, and the newest one's time.
 */
async function answersSince(db: Db, eventId: string, since: string | null) {
  // Compared in SQL at PostgreSQL's precision (microseconds).
  const after = sql`coalesce(${since}::timestamptz, '-infinity'::timestamptz)`;
  const rows = sqlRows<AnswerRow & { total: number; newest: string }>(
    await db.execute(sql`
      with answered as (
        select i.recipient_name as name, false as via_link, i.status::text as response,
               i.people_count, i.answer_note as note, i.responded_at as at
        from invitations i
        where i.event_id = ${eventId} and i.responded_at > ${after}
          and i.status in ('accepted', 'maybe', 'waitlisted', 'declined')
        union all
        select a.guest_name, true, a.response::text, a.people_count, a.note, a.answered_at
        from share_link_answers a join share_links s on s.id = a.share_link_id
        where s.event_id = ${eventId} and a.answered_at > ${after}
      )
      select name, via_link as "viaLink", response, people_count as "peopleCount", note, at,
             count(*) over ()::int as total,
             -- As text: PostgreSQL keeps microseconds, a JavaScript Date only milliseconds.
             (select max(at) from answered)::text as newest
      from answered order by at desc limit ${MAX_ALERTED_ANSWERS}`),
  );
  const answers: AlertedAnswer[] = rows.flatMap((row) =>
    isAnswer(row.response)
      ? [
          {
            name: row.viaLink
              ? `${row.name ?? GUEST_FALLBACK} (via link)`
              : row.name?.trim() || GUEST_FALLBACK,
            response: row.response,
            peopleCount: row.response === 'declined' ? 0 : row.peopleCount,
            note: row.note,
          },
        ]
      : [],
  );
  return { answers, total: rows[0]?.total ?? 0, newest: rows[0]?.newest ?? null };
}

/**
 * Tells the event's host of the answers since the last alert (docs/decisions/063): who, what, how
 * many, their notes, and the totals so far. Nothing when alerts were turned off, the host's
 * address left this event's e-mail, or no answer is new. A failed delivery fails the job for
 * pg-boss to retry; once sent, the answers it told are not told again.
 */
export async function deliverAnswerAlert(deps: DeliveryDeps, job: Job): Promise<JobResult> {
  const { eventId, origin } = job.data;
  const skip = (skipped: string): JobResult => ({
    id: job.id,
    status: 'completed',
    output: { skipped },
  });
  const [event] = await deps.db
    .select({
      title: events.title,
      mode: events.answerAlerts,
      ownerId: events.userId,
      email: users.email,
      toldThrough: sql<string | null>`${answerAlerts.toldThrough}::text`,
    })
    .from(events)
    .innerJoin(users, eq(users.id, events.userId))
    .leftJoin(answerAlerts, eq(answerAlerts.eventId, events.id))
    .where(eq(events.id, eventId));
  if (!event) return skip('event gone');
  if (event.mode === 'none') return skip('alerts off');
  if (!event.email) return skip('no e-mail address');
  const [suppression] = await suppressionsFor(deps.db, [{ address: event.email, eventId }]);
  if (suppression) return skip(suppression.reason);
  const { answers, total, newest } = await answersSince(deps.db, eventId, event.toldThrough);
  const counts = await readEventCounts(deps.db, eventId);
  if (!newest || !counts) return skip('nothing new');

  const eventUrl = `${origin}/event/${eventId}`;
  const unsubscribe = deps.unsubscribe.forMail(origin, { address: event.email, eventId });
  const message = await answerAlertMessage({
    title: event.title,
    answers,
    total,
    totals: hostTotals(counts, counts.link),
    eventUrl,
    unsubscribeUrl: unsubscribe.url,
  });
  const sent = await deps.mailer.send({
    ...message,
    headers: unsubscribe.headers,
    to: event.email,
    eventId,
    idempotencyKey: answerAlertMailKey(job.id),
  });
  if (sent.status === 'sent')
    await deps.db.execute(sql`
      insert into answer_alerts (event_id, due_at, told_through)
      values (${eventId}, now(), ${newest}::timestamptz)
      on conflict (event_id) do update set told_through = excluded.told_through`);
  const [result] = mailJobResults([job.id], [sent]);
  return result ?? { id: job.id, status: 'completed' };
}
