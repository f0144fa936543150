import type { Db } from '@partyreel/db';
import { type OutboxAttachment, outbox } from '@partyreel/db/schema';
import { desc, eq, sql } from 'drizzle-orm';

/** One outbox message as the dev mailbox shows it. */
export interface DevMailMessage {
  id: string;
  kind: string;
  to: string;
  from: string;
  subject: string;
  html: string;
  text: string;
  status: 'queued' | 'sent' | 'failed';
  error: string | null;
  eventId: string | null;
  invitationId: string | null;
  /** Extra headers sent with it (a guest e-mail's List-Unsubscribe), or null. */
  headers: Record<string, string> | null;
  /** Files sent with it (a confirmation's calendar file), their content in base64, or null. */
  attachments: OutboxAttachment[] | null;
  createdAt: string;
  sentAt: string | null;
}

const columns = {
  id: outbox.id,
  kind: outbox.kind,
  to: outbox.toAddress,
  from: outbox.fromAddress,
  subject: outbox.subject,
  html: outbox.html,
  text: outbox.text,
  status: outbox.status,
  error: outbox.error,
  eventId: outbox.eventId,
  invitationId: outbox.invitationId,
  headers: outbox.headers,
  attachments: outbox.attachments,
  createdAt: outbox.createdAt,
  sentAt: outbox.sentAt,
};

type Row = { createdAt: Date; sentAt: Date | null } & Omit<DevMailMessage, 'createdAt' | 'sentAt'>;

const toMessage = (row: Row): DevMailMessage => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

/** Newest first; `to` matches the address in any letter case. */
export async function listDevMail(
  db: Db,
  { to, limit }: { to?: string; limit: number },
): Promise<DevMailMessage[]> {
  const rows = await db
    .select(columns)
    .from(outbox)
    .where(to ? sql`lower(${outbox.toAddress}) = lower(${to})` : undefined)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(limit);
  return rows.map(toMessage);
}

export async function findDevMail(db: Db, id: string): Promise<DevMailMessage | undefined> {
  const [row] = await db.select(columns).from(outbox).where(eq(outbox.id, id));
  return row ? toMessage(row) : undefined;
}
