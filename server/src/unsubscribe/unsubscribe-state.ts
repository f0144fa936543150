import type { Db } from '@partyreel/db';
import { events, mailSuppressions } from '@partyreel/db/schema';
import { eventTitleOrFallback } from '@partyreel/shared/format/fallbacks';
import { and, eq, isNull, or } from 'drizzle-orm';
import { normalAddress, suppress, unsuppress } from '../mail/suppressions.ts';
import type { UnsubscribeTarget } from '../mail/unsubscribe-links.ts';

/**
 * What a POST to an unsubscribe link asks for. A mail client's one-click POST (RFC 8058: the body
 * `List-Unsubscribe=One-Click`) and the page's first button stop the link's event; the page's other
 * buttons stop all PartyReel mail, or undo either.
 */
export const UNSUBSCRIBE_CHOICES = [
  'event',
  'all',
  'resubscribe-event',
  'resubscribe-all',
] as const;
export type UnsubscribeChoice = (typeof UNSUBSCRIBE_CHOICES)[number];

/** Where the link's address stands, as its page shows it. */
export interface UnsubscribeState {
  address: string;
  /** The event the link is about; null for a link about all mail, or an event since deleted. */
  event: { id: string; title: string } | null;
  /** The link named an event that no longer exists (its mail is gone with it). */
  eventGone: boolean;
  /** The address unsubscribed from this event. */
  eventOff: boolean;
  /**
   * The address gets no PartyReel mail at all: by its own choice ('unsubscribed', which it may
   * undo), or after a bounce or a complaint ('blocked': not undone from a link).
   */
  allOff: 'unsubscribed' | 'blocked' | null;
}

/** The choice a POST's body makes; anything else (the RFC 8058 body included) is one click. */
export function choiceOf(body: unknown, target: UnsubscribeTarget): UnsubscribeChoice {
  const asked =
    typeof body === 'object' && body !== null && 'choice' in body ? String(body.choice) : 'event';
  const choice = (UNSUBSCRIBE_CHOICES as readonly string[]).includes(asked)
    ? (asked as UnsubscribeChoice)
    : 'event';
  // A link about no event in particular stops everything.
  if (target.eventId === null && choice === 'event') return 'all';
  if (target.eventId === null && choice === 'resubscribe-event') return 'resubscribe-all';
  return choice;
}

export async function readUnsubscribeState(
  db: Db,
  target: UnsubscribeTarget,
): Promise<UnsubscribeState> {
  const address = normalAddress(target.address);
  const [event] = target.eventId
    ? await db
        .select({ id: events.id, title: events.title })
        .from(events)
        .where(eq(events.id, target.eventId))
    : [];
  const rows = await db
    .select({ eventId: mailSuppressions.eventId, reason: mailSuppressions.reason })
    .from(mailSuppressions)
    .where(
      and(
        eq(mailSuppressions.address, address),
        target.eventId
          ? or(isNull(mailSuppressions.eventId), eq(mailSuppressions.eventId, target.eventId))
          : isNull(mailSuppressions.eventId),
      ),
    );
  const all = rows.find((r) => r.eventId === null);
  return {
    address: target.address,
    event: event ? { id: event.id, title: eventTitleOrFallback(event.title) } : null,
    eventGone: target.eventId !== null && !event,
    eventOff: rows.some((r) => r.eventId !== null),
    allOff: all ? (all.reason === 'unsubscribed' ? 'unsubscribed' : 'blocked') : null,
  };
}

/**
 * Records `choice` for the link's address at once. Idempotent (a second click changes nothing);
 * an event deleted since records nothing for it. The host sees 'Unsubscribed' come or go the next
 * time their page reads its guests (it changes none of the event's live counts).
 */
export async function applyChoice(
  db: Db,
  target: UnsubscribeTarget,
  choice: UnsubscribeChoice,
): Promise<void> {
  await db.transaction(async (tx) => {
    // Held until the end, so the event cannot vanish between this read and the insert.
    const [event] = target.eventId
      ? await tx
          .select({ id: events.id })
          .from(events)
          .where(eq(events.id, target.eventId))
          .for('share')
      : [];
    const { address } = target;
    switch (choice) {
      case 'event':
        if (event) await suppress(tx, { address, eventId: event.id, reason: 'unsubscribed' });
        break;
      case 'all':
        await suppress(tx, { address, eventId: null, reason: 'unsubscribed' });
        break;
      case 'resubscribe-event':
        if (event) await unsuppress(tx, { address, eventId: event.id });
        break;
      case 'resubscribe-all':
        await unsuppress(tx, { address, eventId: null });
        break;
    }
  });
}
