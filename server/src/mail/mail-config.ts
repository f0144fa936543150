import type { MailLog, MailTransport } from './mailer.ts';
import { createOutboxTransport } from './outbox-transport.ts';
import { createResendTransport } from './resend-transport.ts';

export const OUTBOX_FROM = 'PartyReel <hello@partyreel.local>';

/** The e-mail settings, as read and validated once by env.ts. */
export interface MailEnv {
  RESEND_API_KEY?: string;
  /** Resend's API address; only set to point at a stand-in. */
  RESEND_BASE_URL?: string;
  /** The sender, e.g. 'PartyReel <hello@partyreel.app>'; required with RESEND_API_KEY. */
  MAIL_FROM?: string;
  production: boolean;
}

export interface MailSetup {
  transport: MailTransport;
  from: string;
}

/**
 * Resend when RESEND_API_KEY is set, else the outbox (stored messages, read at /dev/mail).
 * Production refuses to start without Resend: a message naming the missing variable says why.
 */
export function createMailTransport(env: MailEnv, log?: Pick<MailLog, 'warn'>): MailSetup {
  const apiKey = env.RESEND_API_KEY?.trim();
  const from = env.MAIL_FROM?.trim();
  if (env.production) {
    const missing = [!apiKey && 'RESEND_API_KEY', !from && 'MAIL_FROM'].filter(Boolean);
    if (missing.length > 0) {
      throw new Error(
        `E-mail is not configured: set ${missing.join(' and ')} (production sends through Resend).`,
      );
    }
  }
  if (!apiKey) return { transport: createOutboxTransport(), from: from || OUTBOX_FROM };
  if (!from) {
    throw new Error(
      'MAIL_FROM is required when RESEND_API_KEY is set (the sender Resend verified).',
    );
  }
  return {
    transport: createResendTransport({ apiKey, baseUrl: env.RESEND_BASE_URL, log }),
    from,
  };
}
