import type { Db } from '@partyreel/db';
import { invitations, outbox } from '@partyreel/db/schema';
import { asc, eq } from 'drizzle-orm';
import { insertInvitation, uniqueEmail } from '../../test/factories.ts';

/** Test data and readings for guests.send (used by tests only). */

/** A guest of `eventId` with an e-mail address unless `values` says otherwise. */
export function addGuest(
  db: Db,
  eventId: string,
  values: Parameters<typeof insertInvitation>[2] = {},
) {
  return insertInvitation(db, eventId, { email: uniqueEmail('guest'), ...values });
}

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
