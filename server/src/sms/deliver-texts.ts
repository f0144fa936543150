import type { Db } from '@partyreel/db';
import { sqlRows } from '@partyreel/db/queryable';
import { calendarDateIn, calendarDaysBetween } from '@partyreel/shared/format/zoned-time';
import { messages } from '@partyreel/shared/messages';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { JobResult, JobWithMetadata } from 'pg-boss';
import { recordDelivered, recordFailure } from '../guests/delivery-records.ts';
import { personalLink } from '../guests/guest-mail-rows.ts';
import { type JobQueue, workPacedMailJobs } from '../jobs/job-queue.ts';
import { UNANSWERED } from '../reminders/reminder-queues.ts';
import { reminderTextKey } from './follow-up-texts.ts';
import { stopTexting } from './sms-inbound-route.ts';
import {
  confirmationText,
  invitationText,
  quietHoursEnd,
  reminderText,
  SMS_RULES,
  updateText,
} from './sms-rules.ts';
import { type TextJob, textQueue } from './text-queue.ts';
import type { Texter, TextResult } from './twilio-transport.ts';

export interface TextDeliveryDeps {
  db: Db;
  jobs: JobQueue;
  texter: Texter;
  log: FastifyBaseLogger;
  /** Where Twilio reports each text's delivery; absent for the outbox texter. */
  statusCallback?: (origin: string, textId: string) => string;
  now?: () => Date;
}

/** The guest statuses that are an answer a confirmation can say. */
const ANSWERS = ['accepted', 'maybe', 'declined', 'waitlisted'] as const;

type Job = Pick<JobWithMetadata<TextJob>, 'id' | 'data' | 'retryCount' | 'retryLimit'>;

interface TextRow {
  id: string;
  kind: string;
  key: string;
  event_date: string | null;
  to_phone: string;
  body: string;
  status: 'queued' | 'sent' | 'failed';
  attempts: number;
  attempted_at: Date | string | null;
  invitation_id: string | null;
  guest_status: string | null;
  people_count: number | null;
  unique_code: string | null;
  event_id: string | null;
  owner_id: string | null;
  unlocked: boolean;
  title: string | null;
  time_zone: string | null;
  host_name: string | null;
  opted_out: boolean;
  earlier_texts: number;
  texted_before: boolean;
}

/** The text and all its rules need, as things stand now, in one statement. */
async function readText(db: Db, textId: string): Promise<TextRow | undefined> {
  const window = sql.raw(`interval '30 days'`);
  return sqlRows<TextRow>(
    await db.execute(sql`
      select t.id, t.kind, t.idempotency_key as key, e.event_date::text as event_date, t.to_phone, t.body, t.status, t.attempts, t.attempted_at, t.invitation_id,
        i.status as guest_status, i.people_count, i.unique_code, e.id as event_id, e.user_id as owner_id,
        e.unlocked_at is not null as unlocked, e.title, e.time_zone, u.display_name as host_name,
        exists (select 1 from sms_opt_outs o where o.phone = t.to_phone) as opted_out,
        (select count(*)::int from sms_outbox p where p.to_phone = t.to_phone and p.id <> t.id
          and p.status <> 'failed' and (p.status = 'sent' or p.attempts > 0)
          and p.created_at > now() - ${window}) as earlier_texts,
        exists (select 1 from sms_outbox p where p.to_phone = t.to_phone and p.id <> t.id
          and p.status = 'sent') as texted_before
      from sms_outbox t
      left join invitations i on i.id = t.invitation_id
      left join events e on e.id = t.event_id
      left join users u on u.id = e.user_id
      where t.id = ${textId}`),
  )[0];
}

/** This instance's text worker: ten texts every two seconds at most, one after another. */
export function registerTextWorker(deps: TextDeliveryDeps): Promise<string> {
  return workPacedMailJobs(deps.jobs, textQueue, (job) =>
    deliverText(deps, job as Job).catch((error: unknown) => {
      deps.log.error({ err: error, textId: job.data.textId }, 'text job failed');
      throw error;
    }),
  );
}

/** Why a provider refusal stops a text for good, as the host reads it. */
function refusalReason(result: Extract<TextResult, { status: 'failed' }>): string {
  if (result.code === 21610) return messages.texts.failedOptedOut;
  if (result.code === 21614) return messages.texts.failedLandline;
  if (result.code === 21211 || result.code === 21612 || result.code === 21408)
    return messages.texts.failedUnreachable;
  return messages.texts.failed;
}

/**
 * Sends one guest's text by the rules of docs/decisions/070, as the guest and the event are now: a
 * removed guest or a locked event gets none; a number that replied STOP, or had its 20 texts in
 * 30 days, gets none and the host reads why; in the event's quiet hours the text waits for 09:00.
 * The body is fixed at the first attempt and the attempt counted before the provider is called,
 * so a retry after a lost answer asks the provider first and never texts twice.
 */
export async function deliverText(deps: TextDeliveryDeps, job: Job): Promise<JobResult> {
  const done = (output?: object): JobResult => ({ id: job.id, status: 'completed', output });
  const row = await readText(deps.db, job.data.textId);
  if (!row) return done({ skipped: 'no text' });
  if (row.status !== 'queued') return done({ skipped: row.status });
  const owned =
    row.invitation_id && row.event_id && row.owner_id
      ? { invitationId: row.invitation_id, eventId: row.event_id, ownerId: row.owner_id }
      : undefined;
  // Only an invitation's text moves the guest's delivery state; a reminder leaves it as it is.
  const invitation =
    owned && row.kind === 'invitation' && job.data.sendId
      ? { ...owned, sendId: job.data.sendId }
      : undefined;
  const fail = async (error: string, final: boolean) => {
    if (final) await setText(deps.db, row.id, { status: 'failed', error });
    else await setText(deps.db, row.id, { error });
    if (invitation) await recordFailure(deps.db, { ...invitation, error, final });
  };

  if (!owned || row.guest_status === 'removed' || !row.unlocked || !row.unique_code) {
    await setText(deps.db, row.id, { status: 'failed', error: 'no longer a guest' });
    return done({ skipped: 'no longer a guest' });
  }
  if (row.opted_out) {
    await fail(messages.texts.failedOptedOut, true);
    return done({ skipped: 'opted out' });
  }
  const now = deps.now?.() ?? new Date();
  const waitUntil = quietHoursEnd(row.time_zone ?? 'UTC', now);
  if (waitUntil && row.attempts === 0) {
    await deps.jobs.insert(textQueue, [{ data: job.data, startAfter: waitUntil }]);
    return done({ waiting: waitUntil.toISOString() });
  }
  if (row.attempts === 0 && row.earlier_texts >= SMS_RULES.textsPerNumberPer30Days) {
    await fail(messages.texts.failedTextLimit, true);
    return done({ skipped: 'text limit' });
  }

  const reminder = row.kind === 'reminder' ? reminderOf(row, now) : undefined;
  if (reminder && 'skipped' in reminder) {
    await setText(deps.db, row.id, { status: 'failed', error: reminder.skipped });
    return done({ skipped: reminder.skipped });
  }
  const answer = ANSWERS.find((status) => status === row.guest_status);
  if (row.kind === 'confirmation' && !answer) {
    // The guest's answer was taken back (the host reset it) before the text went.
    await setText(deps.db, row.id, { status: 'failed', error: 'no answer' });
    return done({ skipped: 'no answer' });
  }

  let body = row.body;
  if (row.attempts > 0) {
    // An earlier attempt's answer was lost: ask the provider whether that text went out.
    const since = new Date(new Date(row.attempted_at ?? now).getTime() - 60_000);
    const sid = await deps.texter.sentSince(row.to_phone, body, since);
    if (sid) return recordSent(deps, job, row, invitation, sid);
  } else {
    const parts = {
      hostName: row.host_name,
      title: row.title ?? '',
      link: personalLink(job.data.origin, {
        uniqueCode: row.unique_code,
        invitationId: owned.invitationId,
      }),
      firstText: !row.texted_before,
    };
    if (reminder) body = reminderText({ ...parts, daysLeft: reminder.daysLeft });
    else if (row.kind === 'update') body = updateText(parts);
    else if (row.kind === 'confirmation' && answer)
      body = confirmationText({ ...parts, answer, peopleCount: row.people_count ?? 1 });
    else body = invitationText(parts);
  }
  await deps.db.execute(sql`update sms_outbox set body = ${body}, attempts = attempts + 1,
    attempted_at = coalesce(attempted_at, now()) where id = ${row.id}`);

  const result = await deps.texter.send({
    to: row.to_phone,
    body,
    ...(deps.statusCallback
      ? { statusCallback: deps.statusCallback(job.data.origin, row.id) }
      : {}),
  });
  if (result.status === 'sent') return recordSent(deps, job, row, invitation, result.providerId);

  const final = !result.retryable || job.retryCount >= job.retryLimit;
  const reason = result.retryable ? messages.texts.failed : refusalReason(result);
  if (result.code === 21610) await stopTexting(deps.db, row.to_phone);
  if (!result.retryable)
    // Refused for good: no text went, so nothing can have gone out unrecorded.
    await deps.db.execute(sql`update sms_outbox set attempts = 0 where id = ${row.id}`);
  await fail(reason, final);
  deps.log.warn(
    { textId: row.id, attempt: job.retryCount + 1, final, code: result.code },
    'text failed',
  );
  return {
    id: job.id,
    status: result.retryable ? 'failed' : 'deadletter',
    output: { message: result.reason },
  };
}

async function recordSent(
  deps: TextDeliveryDeps,
  job: Job,
  row: TextRow,
  invitation:
    | { invitationId: string; eventId: string; ownerId: string; sendId: string }
    | undefined,
  providerId: string,
): Promise<JobResult> {
  await setText(deps.db, row.id, { status: 'sent', providerId, error: null });
  if (invitation) await recordDelivered(deps.db, [invitation]);
  return { id: job.id, status: 'completed' };
}

/**
 * A reminder text's days to go, or why it goes no more: the event is over (or lost its date), or
 * the guest of a no-response reminder has answered since it was queued.
 */
function reminderOf(row: TextRow, now: Date): { daysLeft: number } | { skipped: string } {
  if (!row.event_date) return { skipped: 'the event has no date' };
  const daysLeft = calendarDaysBetween(calendarDateIn(now, row.time_zone ?? 'UTC'), row.event_date);
  if (daysLeft < 0) return { skipped: 'the event is over' };
  const noResponse = row.key.startsWith(reminderTextKey('no-response', ''));
  if (noResponse && !(UNANSWERED as readonly string[]).includes(row.guest_status ?? ''))
    return { skipped: 'answered' };
  return { daysLeft };
}

async function setText(
  db: Db,
  id: string,
  change: { status?: 'sent' | 'failed'; providerId?: string; error?: string | null },
) {
  await db.execute(sql`update sms_outbox set
      status = coalesce(${change.status ?? null}::outbox_status, status),
      provider_id = coalesce(${change.providerId ?? null}, provider_id),
      error = ${change.error === undefined ? sql`error` : change.error},
      sent_at = case when ${change.status ?? null} = 'sent' then now() else sent_at end
    where id = ${id}`);
}
