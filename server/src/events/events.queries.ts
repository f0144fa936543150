import type { Db } from '@partyreel/db';
import type { Queryable } from '@partyreel/db/queryable';
import { events, invitations } from '@partyreel/db/schema';
import { isAnswerAlerts } from '@partyreel/shared/events/answer-alerts';
import type { EventView, GuestView } from '@partyreel/shared/events/event-view';
import type { ReminderAll, ReminderNoResponse } from '@partyreel/shared/events/reminder-schedule';
import { upcomingReminders } from '@partyreel/shared/events/reminder-schedule';
import { groupGuests } from '@partyreel/shared/invite/guest-dedupe';
import { and, desc, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import { inAddedOrder } from '../guests/added-order.ts';
import { unsubscribedColumn } from '../mail/suppressions.ts';
import { optedOutColumn } from '../sms/text-plan.ts';
import { mediaViews } from './event-media.ts';
import { readDashboardCounts, readEventCounts } from './live-counts.ts';
import { isOwnEvent } from './own-event.ts';

export interface DashboardRow {
  id: string;
  title: string;
  eventDate: string | null;
  startTime: string | null;
  accepted: number;
  maybe: number;
  declined: number;
}

/**
 * The dashboard: the user's own events, newest event date first, with their answer counts — the
 * same numbers events.dashboard pushes (live-counts.ts: personal guests de-duplicated per
 * docs/product.md (Counting), plus the share link's answers), so a row does not jump when the live
 * counts arrive.
 */
export async function listDashboardEvents(
  db: Db,
  scope: { userId: string },
): Promise<DashboardRow[]> {
  const [rows, counts] = await Promise.all([
    db
      .select({
        id: events.id,
        title: events.title,
        eventDate: events.eventDate,
        startTime: events.startTime,
      })
      .from(events)
      .where(eq(events.userId, scope.userId))
      .orderBy(sql`${events.eventDate} desc nulls last`, desc(events.createdAt)),
    readDashboardCounts(db, scope.userId),
  ]);
  const byId = new Map(counts.map((c) => [c.eventId, c]));
  return rows.map((row) => ({
    ...row,
    accepted: byId.get(row.id)?.accepted ?? 0,
    maybe: byId.get(row.id)?.maybe ?? 0,
    declined: byId.get(row.id)?.declined ?? 0,
  }));
}

export type EventRow = typeof events.$inferSelect;

/** The caller's event `eventId`, or undefined when it does not exist or is someone else's. */
export async function findOwnEvent(
  db: Queryable,
  scope: { userId: string; eventId: string },
): Promise<EventRow | undefined> {
  const [row] = await db.select().from(events).where(isOwnEvent(scope));
  return row;
}

/** 'HH:MM:SS' as PostgreSQL returns a time → 'HH:MM'. */
const hhmm = (time: string | null) => (time ? time.slice(0, 5) : null);

/**
 * The guests of an event its owner sees, one per person as Manage Guests lists them (groupGuests:
 * removed ones left out, entries sharing an e-mail, a phone or a lower-cased name merged, the
 * highest status standing for them), in the order guests were added. Their personal codes only
 * once the event is unlocked.
 */
async function guestsOf(db: Queryable, eventId: string, unlocked: boolean): Promise<GuestView[]> {
  const rows = await db
    .select({
      ...getTableColumns(invitations),
      unsubscribed: unsubscribedColumn(invitations.email, invitations.eventId),
      optedOut: optedOutColumn(invitations.id),
    })
    .from(invitations)
    .where(and(eq(invitations.eventId, eventId), ne(invitations.status, 'removed')))
    .orderBy(...inAddedOrder);
  const guests = rows.map((r) => ({ ...r, name: r.recipientName }));
  return groupGuests(guests).map(({ winner: r, members }) => {
    const others = members.filter((member) => member !== r);
    return {
      id: r.id,
      name: r.recipientName,
      email: r.email,
      phone: r.phone,
      status: r.status,
      viewState: r.viewState,
      peopleCount: r.peopleCount,
      uniqueCode: unlocked ? r.uniqueCode : null,
      sentAt: r.sentAt?.toISOString() ?? null,
      respondedAt: r.respondedAt?.toISOString() ?? null,
      delivery: r.deliveryStatus
        ? {
            state: r.deliveryStatus,
            // The provider's reason, for a failure or a bounce (docs/decisions/033).
            error:
              r.deliveryStatus === 'failed' || r.deliveryStatus === 'bounced'
                ? (r.deliveryError ?? null)
                : null,
          }
        : null,
      unsubscribed: r.unsubscribed,
      optedOut: r.optedOut,
      invitationIds: [r.id, ...others.map((member) => member.id)],
      mergedNames: others.map((member) => member.recipientName),
    };
  });
}

/** events.byId: the caller's own event, or undefined (missing and foreign look the same). */
export async function findEventView(
  db: Queryable,
  scope: { userId: string; eventId: string },
): Promise<EventView | undefined> {
  const row = await findOwnEvent(db, scope);
  if (!row) return undefined;
  const unlocked = row.unlockedAt !== null;
  const media = await mediaViews(db, row);
  const guests = await guestsOf(db, row.id, unlocked);
  const counts = await readEventCounts(db, row.id);
  if (!counts) return undefined;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    location: row.location,
    eventDate: row.eventDate,
    startTime: hhmm(row.startTime),
    endTime: hhmm(row.endTime),
    timeZone: row.timeZone,
    templateId: row.templateId,
    personalMessage: row.personalMessage,
    showGuestList: row.showGuestList,
    maxPartySize: row.maxPartySize,
    capacity: row.capacity,
    answerAlerts: isAnswerAlerts(row.answerAlerts) ? row.answerAlerts : 'each',
    questions: row.questions,
    image: media.image,
    video: media.video,
    music:
      row.musicId && row.musicUrl
        ? {
            id: row.musicId,
            url: row.musicUrl,
            name: row.musicName ?? '',
            uploadId: row.musicUploadId,
          }
        : null,
    reminderNoResponse: row.reminderNoResponse as ReminderNoResponse,
    reminderAll: row.reminderAll as ReminderAll,
    // Reminders go out only for a paid event (reminders/run-reminder.ts).
    nextReminderAt: unlocked
      ? (upcomingReminders(row, new Date())[0]?.fireAt.toISOString() ?? null)
      : null,
    guests,
    counts,
    createdAt: row.createdAt.toISOString(),
  };
}
