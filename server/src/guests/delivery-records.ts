import type { Db } from '@partyreel/db';
import type { Queryable } from '@partyreel/db/queryable';
import { events, invitations } from '@partyreel/db/schema';
import { and, eq, ne, sql } from 'drizzle-orm';
import { eventChanged } from '../events/event-topics.ts';
import type { MessageOutcome } from '../mail/provider-outcomes.ts';
import { INVITATION_KIND } from '../mail/templates/invitation.tsx';
import { sendIdOfMailKey } from './invitation-queue.ts';

/** An event and its owner, whose live pages hear of a change. */
export interface Owned {
  eventId: string;
  ownerId: string;
}

export async function notifyOwners(tx: Queryable, owned: Owned[]) {
  const seen = new Set<string>();
  for (const { eventId, ownerId } of owned) {
    if (seen.has(eventId)) continue;
    seen.add(eventId);
    for (const notice of eventChanged({ userId: ownerId, eventId })) await tx.execute(notice);
  }
}

/**
 * The provider accepted these invitations: each is 'sent' with its time (an unsent or pending one
 * moves to 'sent'; a viewed, accepted or declined one keeps its status), and its delivery state is
 * 'sent' if this send is still its latest — unless the provider's webhook already told how the
 * e-mail fared (it may overtake this). The hosts' live counts are told in the same transaction.
 */
export async function recordDelivered(
  db: Db,
  delivered: (Owned & { invitationId: string; sendId: string })[],
): Promise<void> {
  if (delivered.length === 0) return;
  const values = sql.join(
    delivered.map((d) => sql`(${d.invitationId}::uuid, ${d.sendId}::uuid)`),
    sql`, `,
  );
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      update invitations i set
        status = case when i.status in ('unsent', 'pending') then 'sent'::invitation_status
                      else i.status end,
        sent_at = now(),
        delivery_status = case when i.delivery_send_id = v.send_id
                                    and i.delivery_status in ('queued', 'sent', 'failed')
                               then 'sent'::invitation_delivery else i.delivery_status end,
        delivery_error = case when i.delivery_send_id = v.send_id
                                   and i.delivery_status in ('queued', 'sent', 'failed')
                              then null else i.delivery_error end,
        updated_at = now()
      from (values ${values}) as v(id, send_id)
      where i.id = v.id and i.status <> 'removed'
    `);
    await notifyOwners(tx, delivered);
  });
}

/**
 * A delivery attempt failed: the reason is kept on the guest; once no retry is left (`final`) the
 * host sees 'Failed'. Only while this send is the guest's latest.
 */
export async function recordFailure(
  db: Db,
  failure: Owned & { invitationId: string; sendId: string; error: string; final: boolean },
): Promise<void> {
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(invitations)
      .set({
        deliveryError: failure.error,
        ...(failure.final ? { deliveryStatus: 'failed' as const } : {}),
      })
      .where(
        and(
          eq(invitations.id, failure.invitationId),
          eq(invitations.deliverySendId, failure.sendId),
          ne(invitations.status, 'removed'),
        ),
      )
      .returning({ id: invitations.id });
    if (failure.final && updated.length > 0) await notifyOwners(tx, [failure]);
  });
}

const STATE_OF = {
  delivered: 'delivered',
  delivery_delayed: 'delayed',
  bounced: 'bounced',
  complained: 'complained',
} as const;

/**
 * What the provider's webhook said of an invitation e-mail (docs/decisions/033): the guest's
 * delivery state becomes delivered, delayed, bounced (with the provider's reason) or complained —
 * only while the e-mail's send is still the guest's latest (a late word about an older send, or
 * about the address the host has since corrected, changes nothing). The host's live page is told
 * in the webhook's transaction. Other e-mails (reminders, account mail) leave the guest as is.
 */
export async function recordInvitationOutcome(tx: Queryable, outcome: MessageOutcome) {
  const { message } = outcome;
  const sendId = sendIdOfMailKey(message.idempotencyKey);
  if (message.kind !== INVITATION_KIND || !message.invitationId || !sendId) return;
  const updated = await tx
    .update(invitations)
    .set({
      deliveryStatus: STATE_OF[outcome.status],
      deliveryError: outcome.status === 'bounced' ? outcome.reason : null,
    })
    .from(events)
    .where(
      and(
        eq(invitations.id, message.invitationId),
        sql`${invitations.deliverySendId}::text = ${sendId}`,
        ne(invitations.status, 'removed'),
        eq(events.id, invitations.eventId),
      ),
    )
    .returning({ eventId: invitations.eventId, ownerId: events.userId });
  await notifyOwners(tx, updated);
}
