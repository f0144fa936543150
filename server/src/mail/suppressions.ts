import type { Queryable } from '@partyreel/db/queryable';
import { mailSuppressions } from '@partyreel/db/schema';
import { and, eq, getTableName, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The suppression list (docs/decisions/032-one-click-unsubscribe.md): addresses that get no more
 * guest mail, from one event (`eventId`) or from PartyReel altogether (`eventId` null). Every guest
 * e-mail checks it when it is queued and again when it goes out; transactional mail (password
 * resets, verification) never does.
 */

export type SuppressionReason = (typeof mailSuppressions.$inferSelect)['reason'];

export interface Suppression {
  /** Normalised (normalAddress). */
  address: string;
  /** The event the address left, or null: all PartyReel mail. */
  eventId: string | null;
  reason: SuppressionReason;
}

/** The form in which the list keeps and compares addresses: trimmed and lower-cased. */
export function normalAddress(address: string): string {
  return address.trim().toLowerCase();
}

/** Whether `eventId`'s mail to `address` must not go: suppressed for that event or for all mail. */
export async function isSuppressed(
  db: Queryable,
  address: string,
  eventId: string | null,
): Promise<boolean> {
  return (await suppressedAmong(db, [address], eventId)).size > 0;
}

/** The addresses among `addresses` that `eventId`'s mail must skip, normalised (normalAddress). */
export async function suppressedAmong(
  db: Queryable,
  addresses: readonly string[],
  eventId: string | null,
): Promise<Set<string>> {
  return new Set((await suppressionsAmong(db, addresses, eventId)).keys());
}

/**
 * What keeps each suppressed address among `addresses` from `eventId`'s mail, by normalised
 * address. When both apply, the all-mail entry wins (it outlasts the event's).
 */
export async function suppressionsAmong(
  db: Queryable,
  addresses: readonly string[],
  eventId: string | null,
): Promise<Map<string, Suppression>> {
  const wanted = [...new Set(addresses.map(normalAddress))].filter((a) => a !== '');
  const found = await suppressionsFor(
    db,
    wanted.map((address) => ({ address, eventId })),
  );
  return new Map(
    wanted.flatMap((address, i) => {
      const suppression = found[i];
      return suppression ? [[address, suppression] as const] : [];
    }),
  );
}

/**
 * For messages to several events at once (a worker's batch): each recipient's suppression, in the
 * order given, or undefined when their mail may go. One query.
 */
export async function suppressionsFor(
  db: Queryable,
  recipients: readonly { address: string; eventId: string | null }[],
): Promise<(Suppression | undefined)[]> {
  const addresses = [...new Set(recipients.map((r) => normalAddress(r.address)))];
  const eventIds = [...new Set(recipients.flatMap((r) => (r.eventId ? [r.eventId] : [])))];
  if (addresses.length === 0) return recipients.map(() => undefined);
  const rows = await db
    .select({
      address: mailSuppressions.address,
      eventId: mailSuppressions.eventId,
      reason: mailSuppressions.reason,
    })
    .from(mailSuppressions)
    .where(
      and(
        inArray(mailSuppressions.address, addresses),
        eventIds.length === 0
          ? isNull(mailSuppressions.eventId)
          : or(isNull(mailSuppressions.eventId), inArray(mailSuppressions.eventId, eventIds)),
      ),
    );
  return recipients.map(({ address, eventId }) => {
    const mine = rows.filter((r) => r.address === normalAddress(address));
    return mine.find((r) => r.eventId === null) ?? mine.find((r) => r.eventId === eventId);
  });
}

/**
 * A column for a host's guest list: true when the guest's address (`email`) unsubscribed from
 * their event (`eventId`) or from all PartyReel mail. Only the recipient's own choice counts, and
 * only for this event or all mail: a host never learns that an address left someone else's event,
 * nor that it bounced or complained elsewhere.
 */
export function unsubscribedColumn(email: AnyPgColumn, eventId: AnyPgColumn): SQL<boolean> {
  return sql<boolean>`exists (select 1 from mail_suppressions ms
    where ms.address = lower(trim(${qualified(email)}))
      and ms.reason = 'unsubscribed'
      and (ms.event_id = ${qualified(eventId)} or ms.event_id is null))`.mapWith(Boolean);
}

/** `"table"."column"`: drizzle leaves a lone table's columns bare, which a subquery would misread. */
function qualified(column: AnyPgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/**
 * Adds `address` to the list for `eventId` (null: all mail). Idempotent: an address already on
 * the list for the same scope keeps its first reason (a bounce is not turned into an unsubscribe).
 */
export async function suppress(
  db: Queryable,
  {
    address,
    eventId,
    reason,
  }: { address: string; eventId: string | null; reason: SuppressionReason },
): Promise<void> {
  await db
    .insert(mailSuppressions)
    .values({ address: normalAddress(address), eventId, reason })
    .onConflictDoNothing();
}

/**
 * The recipient's undo ('I clicked by mistake'): takes `address` off the list for `eventId` (null:
 * all mail), only where the recipient themselves put it (reason 'unsubscribed'); a bounce or a
 * complaint stays. True when something was removed.
 */
export async function unsuppress(
  db: Queryable,
  { address, eventId }: { address: string; eventId: string | null },
): Promise<boolean> {
  const removed = await db
    .delete(mailSuppressions)
    .where(
      and(
        eq(mailSuppressions.address, normalAddress(address)),
        eventId === null ? isNull(mailSuppressions.eventId) : eq(mailSuppressions.eventId, eventId),
        eq(mailSuppressions.reason, 'unsubscribed'),
      ),
    )
    .returning({ id: mailSuppressions.id });
  return removed.length > 0;
}
