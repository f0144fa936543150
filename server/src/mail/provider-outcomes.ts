import type { Db } from '@partyreel/db';
import type { Queryable } from '@partyreel/db/queryable';
import { outbox, webhookEvents } from '@partyreel/db/schema';
import { eq } from 'drizzle-orm';
import {
  isHardBounce,
  type ProviderStatus,
  providerStatusOf,
  type ResendWebhookEvent,
} from './resend-webhook-event.ts';
import { suppress } from './suppressions.ts';

/** What a webhook delivery did, for the log and the tests. */
export type MailWebhookOutcome =
  | 'duplicate'
  | 'ignored'
  | 'unknown-message'
  | 'stale'
  | 'delivered'
  | 'delayed'
  | 'soft-bounce'
  | 'bounced'
  | 'complained';

/** A message's news, for the feature that sent it (an invitation's guest, docs/decisions/033). */
export interface MessageOutcome {
  /** The outbox row's kind, invitation id and key: which e-mail of which guest. */
  message: { kind: string; invitationId: string | null; idempotencyKey: string };
  status: ProviderStatus;
  /** The provider's reason, for a bounce. */
  reason: string | null;
}

/** Told of each message's news inside the webhook's transaction (guests/delivery-records.ts). */
export type OnMessageOutcome = (tx: Queryable, outcome: MessageOutcome) => Promise<void>;

/**
 * How final each status is: a webhook never takes a message back to an earlier one (webhooks may
 * arrive out of order: a delay reported after the delivery, a delivery after the complaint).
 */
const RANK: Record<ProviderStatus, number> = {
  delivery_delayed: 1,
  delivered: 2,
  bounced: 3,
  complained: 3,
};

function rankOf(status: string | null): number {
  return status && status in RANK ? RANK[status as ProviderStatus] : 0;
}

/**
 * Applies one verified Resend webhook, exactly once: its svix-id goes into webhook_events in the
 * same transaction as what it changes, so a redelivery is recorded as a duplicate and changes
 * nothing, and a failure rolls both back for Resend to retry. The message is our outbox row with
 * the provider's id; a message we never sent (another sender on the same Resend account) is
 * acknowledged and left alone. A hard bounce or a complaint puts the address on the suppression
 * list for all mail; a soft bounce does not.
 */
export async function applyResendEvent(
  db: Db,
  delivery: { id: string; event: ResendWebhookEvent },
  onOutcome: OnMessageOutcome,
): Promise<MailWebhookOutcome> {
  const { event } = delivery;
  return db.transaction(async (tx) => {
    const recorded = await tx
      .insert(webhookEvents)
      .values({
        provider: 'resend',
        providerEventId: delivery.id,
        type: event.type.slice(0, 100),
        processedAt: new Date(),
      })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    if (recorded.length === 0) return 'duplicate';

    const status = providerStatusOf(event.type);
    const messageId = event.data?.email_id;
    if (!status) return 'ignored';
    if (!messageId) return 'unknown-message';
    const [row] = await tx
      .select({
        id: outbox.id,
        kind: outbox.kind,
        toAddress: outbox.toAddress,
        invitationId: outbox.invitationId,
        idempotencyKey: outbox.idempotencyKey,
        providerStatus: outbox.providerStatus,
      })
      .from(outbox)
      .where(eq(outbox.providerMessageId, messageId))
      .limit(1)
      .for('update');
    if (!row) return 'unknown-message';
    if (rankOf(row.providerStatus) > RANK[status]) return 'stale';

    await tx.update(outbox).set({ providerStatus: status }).where(eq(outbox.id, row.id));
    const hard = status === 'bounced' && isHardBounce(event);
    if (hard || status === 'complained')
      await suppress(tx, {
        address: row.toAddress,
        eventId: null,
        reason: hard ? 'bounced' : 'complained',
      });
    await onOutcome(tx, {
      message: row,
      status,
      reason: status === 'bounced' ? (event.data?.bounce?.message?.slice(0, 500) ?? null) : null,
    });
    if (status === 'bounced') return hard ? 'bounced' : 'soft-bounce';
    return status === 'delivery_delayed' ? 'delayed' : status;
  });
}
