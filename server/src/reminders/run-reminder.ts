import type { Db } from '@partyreel/db';
import type { Queryable } from '@partyreel/db/queryable';
import { events, invitations, outbox } from '@partyreel/db/schema';
import { eventStart, reminderTimes } from '@partyreel/shared/events/reminder-schedule';
import { and, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import { inAddedOrder } from '../guests/added-order.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { queueReminderTexts } from '../sms/follow-up-texts.ts';
import type { SmsSetup } from '../sms/sms-config.ts';
import {
  type ReminderJob,
  reminderMailKey,
  reminderMailQueue,
  UNANSWERED,
} from './reminder-queues.ts';

export type ReminderOutcome =
  | { sent: number }
  | { skipped: 'event gone' | 'locked' | 'stale' | 'too late' };

/**
 * The guests among `invitationIds` the outbox already holds a `kind` reminder for: sent, or tried
 * and not yet through (its own job delivers it or finds the date moved), under reminderMailKey or
 * the older name that ended with the event's date. They get no other one of that kind
 * (docs/decisions/035-reset-and-reminder-limits.md).
 */
async function alreadyReminded(
  db: Queryable,
  kind: ReminderJob['kind'],
  invitationIds: string[],
): Promise<Set<string>> {
  if (invitationIds.length === 0) return new Set();
  const rows = await db
    .select({ invitationId: outbox.invitationId, key: outbox.idempotencyKey })
    .from(outbox)
    .where(inArray(outbox.invitationId, invitationIds));
  const reminded = new Set<string>();
  for (const { invitationId, key } of rows) {
    if (!invitationId) continue;
    const name = reminderMailKey({ kind, invitationId });
    if (key === name || key.startsWith(`${name}:`)) reminded.add(invitationId);
  }
  return reminded;
}

/**
 * A reminder is due: re-read the event, and do nothing if it is gone, locked, its settings no longer
 * give this instant, or it has started. Otherwise queue one e-mail per guest who was invited by
 * e-mail (and, for the no-response reminder, has not answered now) and has not had this kind of
 * reminder yet (for this date or an earlier one), and note when it went out.
 */
export async function runReminder(
  deps: { db: Db; jobs: JobQueue; texting?: SmsSetup['kind'] },
  job: ReminderJob,
  now = new Date(),
): Promise<ReminderOutcome> {
  return deps.db.transaction(async (tx) => {
    const [event] = await tx.select().from(events).where(eq(events.id, job.eventId)).for('update');
    if (!event) return { skipped: 'event gone' };
    if (!event.unlockedAt) return { skipped: 'locked' };
    const due = reminderTimes(event).find((r) => r.kind === job.kind);
    if (!due || due.fireAt.toISOString() !== job.fireAt || !event.eventDate)
      return { skipped: 'stale' };
    const start = eventStart(event);
    if (!start || start <= now) return { skipped: 'too late' };

    const invited = await tx
      .select({ id: invitations.id })
      .from(invitations)
      .where(
        and(
          eq(invitations.eventId, event.id),
          ne(invitations.status, 'removed'),
          isNotNull(invitations.sentAt),
          isNotNull(invitations.email),
          // A guest on the waitlist is not reminded of a party they have no place at (yet).
          job.kind === 'no-response'
            ? inArray(invitations.status, [...UNANSWERED])
            : ne(invitations.status, 'waitlisted'),
        ),
      )
      .orderBy(...inAddedOrder);
    const reminded = await alreadyReminded(
      tx,
      job.kind,
      invited.map((guest) => guest.id),
    );
    const guests = invited.filter((guest) => !reminded.has(guest.id));
    const eventDate = event.eventDate;
    await deps.jobs.insert(
      reminderMailQueue,
      guests.map((guest) => ({
        data: { invitationId: guest.id, kind: job.kind, eventDate, origin: job.origin },
      })),
      tx,
    );
    // Guests invited by text are reminded by text (docs/decisions/070).
    const texted =
      deps.texting && deps.texting !== 'off'
        ? await queueReminderTexts(tx, deps.jobs, event, job, now)
        : 0;
    await tx
      .update(events)
      .set(job.kind === 'all' ? { reminderAllSentAt: now } : { reminderNoResponseSentAt: now })
      .where(eq(events.id, event.id));
    return { sent: guests.length + texted };
  });
}
