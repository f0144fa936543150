import type { MailTransport } from './mailer.ts';

/**
 * The zero-setup default: the mailer has already stored the message in the outbox table, and that
 * row is the mailbox (listed at /dev/mail), so delivering has nothing left to do.
 */
export function createOutboxTransport(): MailTransport {
  return {
    name: 'outbox',
    async deliver(mail) {
      return { providerMessageId: `outbox-${mail.idempotencyKey}` };
    },
  };
}
