import type { Db } from '@partyreel/db';
import { outbox } from '@partyreel/db/schema';
import { and, eq, ne, sql } from 'drizzle-orm';

/** One rendered message, as a transport hands it to the provider. */
export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The same for every attempt at one message, so the provider can drop a duplicate. */
  idempotencyKey: string;
}

/** Where messages go: the outbox table alone (the default) or a real provider. */
export interface MailTransport {
  readonly name: 'outbox' | 'resend';
  /** Resolves once the provider has accepted the message; rejects when it has not. */
  deliver(mail: OutgoingMail): Promise<{ providerMessageId?: string }>;
}

/** What a feature asks to send. */
export interface Mail {
  /** What the message is for, e.g. 'verify-email'; shown in /dev/mail and kept for support. */
  kind: string;
  to: string;
  /** Names the message, not the attempt: a retried job passes the same key and sends once. */
  idempotencyKey: string;
  subject: string;
  html: string;
  text: string;
  eventId?: string;
  invitationId?: string;
}

export interface SendResult {
  /** The outbox row. */
  id: string;
  status: 'sent' | 'failed';
}

export interface Mailer {
  readonly transport: MailTransport['name'];
  /**
   * Records the message in the outbox, then delivers it. A message already sent is not sent again.
   * A delivery failure is recorded and answered with `status: 'failed'`; only a database failure
   * throws.
   */
  send(mail: Mail): Promise<SendResult>;
}

/** The part of Fastify's (pino) logger the mailer uses. */
export interface MailLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface MailerOptions {
  db: Db;
  transport: MailTransport;
  /** The sender, e.g. 'PartyReel <hello@partyreel.app>'. */
  from: string;
  log: MailLog;
}

const MAX_ERROR_LENGTH = 2000;

export function createMailer({ db, transport, from, log }: MailerOptions): Mailer {
  return {
    transport: transport.name,

    async send(mail) {
      const row = await record(db, from, mail);
      const details = { outboxId: row.id, kind: row.kind, transport: transport.name };
      if (row.status === 'sent') {
        log.info(details, 'e-mail already sent: not sending it again');
        return { id: row.id, status: 'sent' };
      }

      let providerMessageId: string | undefined;
      try {
        ({ providerMessageId } = await transport.deliver({
          from: row.fromAddress,
          to: row.toAddress,
          subject: row.subject,
          html: row.html,
          text: row.text,
          idempotencyKey: row.idempotencyKey,
        }));
      } catch (error) {
        await db
          .update(outbox)
          .set({
            status: 'failed',
            error: describeError(error),
            attempts: sql`${outbox.attempts} + 1`,
          })
          // A concurrent attempt that succeeded wins.
          .where(and(eq(outbox.id, row.id), ne(outbox.status, 'sent')));
        log.warn({ ...details, err: error }, 'e-mail delivery failed');
        return { id: row.id, status: 'failed' };
      }

      await db
        .update(outbox)
        .set({
          status: 'sent',
          providerMessageId: providerMessageId ?? null,
          error: null,
          sentAt: sql`now()`,
          attempts: sql`${outbox.attempts} + 1`,
        })
        .where(eq(outbox.id, row.id));
      log.info(details, 'e-mail sent');
      return { id: row.id, status: 'sent' };
    },
  };
}

/**
 * Inserts the message once per idempotency key and answers the stored row. On a repeat, the stored
 * message is what gets delivered: what the outbox shows is what was sent.
 */
async function record(db: Db, from: string, mail: Mail) {
  const [inserted] = await db
    .insert(outbox)
    .values({
      idempotencyKey: mail.idempotencyKey,
      kind: mail.kind,
      toAddress: mail.to,
      fromAddress: from,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      eventId: mail.eventId,
      invitationId: mail.invitationId,
    })
    .onConflictDoNothing({ target: outbox.idempotencyKey })
    .returning();
  if (inserted) return inserted;
  const [existing] = await db
    .select()
    .from(outbox)
    .where(eq(outbox.idempotencyKey, mail.idempotencyKey));
  if (!existing) throw new Error(`outbox row for key ${mail.idempotencyKey} vanished`);
  return existing;
}

function describeError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH)}…` : text;
}
