import type { Db } from '@partyreel/db';
import type { OutboxAttachment } from '@partyreel/db/schema';
import { failedResult, markFailed, markSent, outgoing, recordMails } from './outbox-records.ts';
import { sendMany } from './send-many.ts';

/** One rendered message, as a transport hands it to the provider. */
export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The same for every attempt at one message, so the provider can drop a duplicate. */
  idempotencyKey: string;
  /** Extra headers (List-Unsubscribe and its one-click POST), as the outbox keeps them. */
  headers?: Record<string, string>;
  /** Files sent with it (a calendar file), as the outbox keeps them. */
  attachments?: OutboxAttachment[];
}

/** One message's outcome in a provider batch. */
export type BatchItemOutcome = { providerMessageId: string } | { error: Error };

/** Where messages go: the outbox table alone (the default) or a real provider. */
export interface MailTransport {
  readonly name: 'outbox' | 'resend';
  /** Resolves once the provider has accepted the message; rejects when it has not. */
  deliver(mail: OutgoingMail): Promise<{ providerMessageId?: string }>;
  /**
   * Delivers up to `maxBatchSize` messages in one provider call, under one idempotency key: the
   * same key with the same messages is accepted once. Answers each message's outcome in order;
   * rejects when the call as a whole failed. Absent: messages go one by one.
   */
  deliverBatch?(mails: OutgoingMail[], batchKey: string): Promise<BatchItemOutcome[]>;
  readonly maxBatchSize?: number;
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
  /**
   * Extra headers: a guest e-mail's List-Unsubscribe and List-Unsubscribe-Post
   * (unsubscribe-links.ts). Kept in the outbox with the message, so every attempt sends them.
   */
  headers?: Record<string, string>;
  /**
   * Files the message carries (a confirmation's calendar file). Kept in the outbox with it. Sent
   * through `send` only: Resend's batch endpoint takes no attachments.
   */
  attachments?: OutboxAttachment[];
  /**
   * A credential the message carries (a reset or verification token): the outbox keeps the message
   * with it masked, and the provider gets it from this call only, so nobody who reads the outbox
   * (or a backup of it) can use the link. The dev mailbox (the outbox transport, never production)
   * is the only place it is stored: there the outbox is the inbox. Sent through `send` only.
   */
  secret?: string;
}

export interface SendResult {
  /** The outbox row. */
  id: string;
  status: 'sent' | 'failed';
  /** Why delivery failed (failed only). */
  error?: string;
  /** The provider refused the message itself: trying again cannot help (failed only). */
  permanent?: boolean;
}

export interface Mailer {
  readonly transport: MailTransport['name'];
  /**
   * Records the message in the outbox, then delivers it. A message already sent is not sent again.
   * A delivery failure is recorded and answered with `status: 'failed'`; only a database failure
   * throws.
   */
  send(mail: Mail): Promise<SendResult>;
  /**
   * `send` for many messages at once (jobs take them in batches): one statement records them all,
   * the provider gets them in batches when it has a batch call, one statement marks the delivered.
   * Answers in the order of `mails`.
   */
  sendMany(mails: Mail[]): Promise<SendResult[]>;
}

/** The part of Fastify's (pino) logger the mailer uses. */
export interface MailLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** A message the provider accepted, as `onSent` hears of it. */
export interface SentMail {
  providerMessageId: string;
  from: string;
  to: string;
  subject: string;
}

export interface MailerOptions {
  db: Db;
  transport: MailTransport;
  /** The sender, e.g. 'PartyReel <hello@partyreel.app>'. */
  from: string;
  log: MailLog;
  /**
   * Told of the messages the provider accepted, once they are recorded as sent: development's
   * outbox reports their outcomes to our own webhook route from here (dev-mail-webhooks.ts).
   */
  onSent?: (sent: SentMail[]) => void;
}

export function createMailer(options: MailerOptions): Mailer {
  const { db, transport, from, log } = options;
  return {
    transport: transport.name,
    sendMany(mails) {
      if (mails.some((mail) => mail.secret || mail.attachments))
        throw new Error('a message with a secret or an attachment goes through send');
      return sendMany(options, mails);
    },

    async send(mail) {
      const [row] = await recordMails(db, from, [mail], {
        keepSecrets: transport.name === 'outbox',
      });
      if (!row) throw new Error('outbox row not recorded');
      const details = { outboxId: row.id, kind: row.kind, transport: transport.name };
      if (row.status === 'sent') {
        log.info(details, 'e-mail already sent: not sending it again');
        return { id: row.id, status: 'sent' };
      }

      // A message with a secret is stored masked: the provider gets the caller's own copy.
      const message = mail.secret
        ? { ...outgoing(row), html: mail.html, text: mail.text }
        : outgoing(row);
      let providerMessageId: string | undefined;
      try {
        ({ providerMessageId } = await transport.deliver(message));
      } catch (error) {
        await markFailed(db, row.id, error);
        log.warn({ ...details, err: error }, 'e-mail delivery failed');
        return failedResult(row.id, error);
      }

      await markSent(db, [{ id: row.id, providerMessageId: providerMessageId ?? null }]);
      if (providerMessageId)
        options.onSent?.([
          { providerMessageId, from: row.fromAddress, to: row.toAddress, subject: row.subject },
        ]);
      log.info(details, 'e-mail sent');
      return { id: row.id, status: 'sent' };
    },
  };
}
