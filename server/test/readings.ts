import type { Db } from '@partyreel/db';
import { sqlRows } from '@partyreel/db/queryable';
import { invitations, outbox, payments, shareLinks } from '@partyreel/db/schema';
import { and, asc, eq, sql } from 'drizzle-orm';
import { inAddedOrder } from '../src/guests/added-order.ts';

/**
 * What tests read back from the database: guests' rows, share links, the outbox's invitations,
 * payments, background jobs.
 */

/** The invitation e-mails the outbox holds for an event, oldest first. */
export function invitationMails(db: Db, eventId: string) {
  return db
    .select()
    .from(outbox)
    .where(eq(outbox.eventId, eventId))
    .orderBy(asc(outbox.createdAt), asc(outbox.idempotencyKey));
}

/** An invitation row as it is now. */
export async function guestRow(db: Db, invitationId: string) {
  const [row] = await db.select().from(invitations).where(eq(invitations.id, invitationId));
  if (!row) throw new Error(`no invitation ${invitationId}`);
  return row;
}

/** A share link's row as it is now. */
export async function shareLinkRow(db: Db, linkId: string) {
  const [row] = await db.select().from(shareLinks).where(eq(shareLinks.id, linkId));
  if (!row) throw new Error(`no share link ${linkId}`);
  return row;
}

/** The payment rows (checkouts) of an event. */
export function paymentRows(db: Db, eventId: string) {
  return db.select().from(payments).where(eq(payments.eventId, eventId));
}

/** The event's invitations as stored (removed guests too), oldest first. */
export function guestRows(db: Db, eventId: string) {
  return db
    .select()
    .from(invitations)
    .where(eq(invitations.eventId, eventId))
    .orderBy(...inAddedOrder);
}

/** Waits until every guest in `invitationIds` has left 'queued' (sent or failed). */
export async function settled(db: Db, invitationIds: string[], timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const rows = await Promise.all(invitationIds.map((id) => guestRow(db, id)));
    if (rows.every((row) => row.deliveryStatus !== 'queued')) return rows;
    if (Date.now() > until) throw new Error('the invitations were not delivered in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The states of the jobs in `queue` (pg-boss's table) whose data has `key` = `value`. */
export async function jobStates(
  db: Db,
  queue: string,
  key: string,
  value: string,
): Promise<string[]> {
  return sqlRows<{ state: string }>(
    await db.execute(sql`select state from pgboss.job
      where name = ${queue} and data->>${key} = ${value}`),
  ).map((row) => row.state);
}

/** How many live guests of `eventId` have their latest invitation handed to the provider. */
export async function guestsSent(db: Db, eventId: string): Promise<number> {
  const rows = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(and(eq(invitations.eventId, eventId), eq(invitations.deliveryStatus, 'sent')));
  return rows.length;
}
