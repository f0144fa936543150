import type { Queryable } from '@partyreel/db/queryable';
import { invitations } from '@partyreel/db/schema';
import type { SendType } from '@partyreel/shared/guests/send-input';
import { and, asc, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface Candidate {
  id: string;
  email: string | null;
  phone: string | null;
}

/** SPEC.md §7: which guests each send type selects (removed guests never). */
function selection(type: SendType, invitationIds: string[]): SQL | undefined {
  switch (type) {
    case 'all':
      return ne(invitations.status, 'removed');
    case 'new':
      // Not sent yet, and not on its way already (a second click while the first send runs).
      return and(
        inArray(invitations.status, ['pending', 'unsent']),
        or(isNull(invitations.deliveryStatus), ne(invitations.deliveryStatus, 'queued')),
      );
    case 'poke':
      return inArray(invitations.status, ['pending', 'viewed', 'sent', 'unsent']);
    case 'resend': {
      const ids = invitationIds.filter((id) => UUID.test(id)).map((id) => id.toLowerCase());
      // A foreign id finds nothing: the event filter below is part of every selection.
      return ids.length > 0
        ? and(inArray(invitations.id, ids), ne(invitations.status, 'removed'))
        : undefined;
    }
  }
}

/**
 * Whether a guest is selected by a send of `type` now, as a column of a query over the event's
 * invitations (Manage Guests' reach, which then applies `classify` as the send does).
 */
export function inSend(type: Exclude<SendType, 'resend'>): SQL<boolean> {
  return sql<boolean>`coalesce(${selection(type, [])}, false)`;
}

/**
 * The guests of `eventId` a send of `type` goes to, oldest first, locked until the send commits
 * (two sends at once queue each guest once per send, never interleaved).
 */
export async function selectCandidates(
  tx: Queryable,
  eventId: string,
  type: SendType,
  invitationIds: string[],
): Promise<Candidate[]> {
  const which = selection(type, invitationIds);
  if (!which) return [];
  return tx
    .select({ id: invitations.id, email: invitations.email, phone: invitations.phone })
    .from(invitations)
    .where(and(eq(invitations.eventId, eventId), which))
    .orderBy(asc(invitations.createdAt), asc(invitations.id))
    .for('update');
}

export interface Classified {
  /** Guests with an e-mail address: they get one. */
  emailable: Candidate[];
  /** A phone and no e-mail: SMS is coming soon. */
  phoneOnly: number;
  /** Neither. */
  noContact: number;
}

/** SPEC.md §5: guests without e-mail or phone are skipped and counted; phone-only ones too. */
export function classify(candidates: Candidate[]): Classified {
  const has = (value: string | null) => value !== null && value.trim() !== '';
  const emailable = candidates.filter((c) => has(c.email));
  const phoneOnly = candidates.filter((c) => !has(c.email) && has(c.phone)).length;
  return {
    emailable,
    phoneOnly,
    noContact: candidates.length - emailable.length - phoneOnly,
  };
}
