import type { Db } from '@partyreel/db';
import { outbox } from '@partyreel/db/schema';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Mail, OutgoingMail, SendResult } from './mailer.ts';

export type OutboxRow = typeof outbox.$inferSelect;

const MAX_ERROR_LENGTH = 2000;

/** What the outbox keeps in place of a message's secret. */
export const MASKED_SECRET = '[not stored]';

/** `text` with every occurrence of `secret` masked. */
function masked(text: string, secret: string | undefined): string {
  return secret ? text.replaceAll(secret, MASKED_SECRET) : text;
}

/**
 * Inserts each message once per idempotency key, in one statement, and answers the stored rows in
 * the order of `mails`. On a repeat, the stored message is what gets delivered: what the outbox
 * shows is what was sent — except a message's secret, masked unless `keepSecrets` (the dev
 * mailbox, whose outbox is the inbox).
 */
export async function recordMails(
  db: Db,
  from: string,
  mails: Mail[],
  { keepSecrets = false }: { keepSecrets?: boolean } = {},
): Promise<OutboxRow[]> {
  if (mails.length === 0) return [];
  await db
    .insert(outbox)
    .values(
      mails.map((mail) => ({
        idempotencyKey: mail.idempotencyKey,
        kind: mail.kind,
        toAddress: mail.to,
        fromAddress: from,
        subject: mail.subject,
        html: keepSecrets ? mail.html : masked(mail.html, mail.secret),
        text: keepSecrets ? mail.text : masked(mail.text, mail.secret),
        eventId: mail.eventId,
        invitationId: mail.invitationId,
        headers: mail.headers ?? null,
        attachments: mail.attachments ?? null,
      })),
    )
    .onConflictDoNothing({ target: outbox.idempotencyKey });
  const keys = mails.map((m) => m.idempotencyKey);
  const rows = await db.select().from(outbox).where(inArray(outbox.idempotencyKey, keys));
  const byKey = new Map(rows.map((row) => [row.idempotencyKey, row]));
  return keys.map((key) => {
    const row = byKey.get(key);
    if (!row) throw new Error(`outbox row for key ${key} vanished`);
    return row;
  });
}

/** Marks delivered messages sent, with the provider's ids, in one statement. */
export async function markSent(
  db: Db,
  delivered: { id: string; providerMessageId: string | null }[],
): Promise<void> {
  if (delivered.length === 0) return;
  const values = sql.join(
    delivered.map((d) => sql`(${d.id}::uuid, ${d.providerMessageId}::text)`),
    sql`, `,
  );
  await db.execute(sql`
    update outbox set status = 'sent', provider_message_id = v.provider_id, error = null,
      sent_at = now(), attempts = outbox.attempts + 1
    from (values ${values}) as v(id, provider_id)
    where outbox.id = v.id
  `);
}

/** Records a failed delivery attempt; a concurrent attempt that succeeded wins. */
export async function markFailed(db: Db, id: string, error: unknown): Promise<void> {
  await db
    .update(outbox)
    .set({ status: 'failed', error: describeError(error), attempts: sql`${outbox.attempts} + 1` })
    .where(and(eq(outbox.id, id), ne(outbox.status, 'sent')));
}

export function describeError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH)}…` : text;
}

/** A refusal that trying again cannot change (the provider says the message itself is wrong). */
export function isPermanentFailure(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'permanent' in error &&
    (error as { permanent: unknown }).permanent === true
  );
}

/** What the provider is handed for a stored message. */
export function outgoing(row: OutboxRow): OutgoingMail {
  return {
    from: row.fromAddress,
    to: row.toAddress,
    subject: row.subject,
    html: row.html,
    text: row.text,
    idempotencyKey: row.idempotencyKey,
    ...(row.headers ? { headers: row.headers } : {}),
    ...(row.attachments ? { attachments: row.attachments } : {}),
  };
}

export function failedResult(id: string, error: unknown): SendResult {
  return {
    id,
    status: 'failed',
    error: describeError(error),
    permanent: isPermanentFailure(error),
  };
}
