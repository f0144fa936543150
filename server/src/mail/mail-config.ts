import type { MailLog, MailTransport } from './mailer.ts';
import { createOutboxTransport } from './outbox-transport.ts';
import { createResendTransport } from './resend-transport.ts';
import { newWebhookSecret } from './svix-signature.ts';

export const OUTBOX_FROM = 'PartyReel <hello@partyreel.local>';

/** The e-mail settings, as read and validated once by env.ts. */
export interface MailEnv {
  RESEND_API_KEY?: string;
  /** Resend's API address; only set to point at a stand-in. */
  RESEND_BASE_URL?: string;
  /** The sender, e.g. 'PartyReel <hello@partyreel.app>'; required with RESEND_API_KEY. */
  MAIL_FROM?: string;
  /**
   * The `whsec_…` secret Resend signs its webhooks with (bounces, complaints: docs/decisions/033);
   * required in production, made up at start elsewhere.
   */
  RESEND_WEBHOOK_SECRET?: string;
  /**
   * Outside production with the outbox: report each stored message's outcome to our own webhook
   * route, as Resend would (dev-mail-webhooks.ts). env.ts turns it on for development (`pnpm dev`,
   * the journeys); server tests that build their own config turn it on where they look at it.
   */
  devWebhooks?: boolean;
  production: boolean;
}

export interface MailSetup {
  transport: MailTransport;
  from: string;
  /** What the webhook route verifies (and the development outbox signs) with. */
  webhookSecret: string;
}

/** 'A', 'A and B', 'A, B and C'. */
const listed = (names: string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');

/**
 * Resend when RESEND_API_KEY is set, else the outbox (stored messages, read at /dev/mail).
 * Production refuses to start without Resend and its webhook secret: a message naming the missing
 * variables says why. Elsewhere a missing webhook secret is made up for this process (the
 * development outbox signs its own webhooks with it; Resend's own would be refused).
 */
export function createMailTransport(env: MailEnv, log?: Pick<MailLog, 'warn'>): MailSetup {
  const apiKey = env.RESEND_API_KEY?.trim();
  const from = env.MAIL_FROM?.trim();
  const secret = env.RESEND_WEBHOOK_SECRET?.trim();
  if (env.production) {
    const missing = [
      !apiKey && 'RESEND_API_KEY',
      !from && 'MAIL_FROM',
      !secret && 'RESEND_WEBHOOK_SECRET',
    ].filter((name): name is string => Boolean(name));
    if (missing.length > 0) {
      throw new Error(
        `E-mail is not configured: set ${listed(missing)} (production sends through Resend${secret ? '' : ', and hears of bounces and complaints through its webhook, signed with RESEND_WEBHOOK_SECRET'}).`,
      );
    }
  }
  const webhookSecret = secret || newWebhookSecret();
  if (!apiKey)
    return { transport: createOutboxTransport(), from: from || OUTBOX_FROM, webhookSecret };
  if (!from) {
    throw new Error(
      'MAIL_FROM is required when RESEND_API_KEY is set (the sender Resend verified).',
    );
  }
  if (!secret)
    log?.warn(
      {},
      'RESEND_WEBHOOK_SECRET is not set: Resend’s webhooks will be refused, so bounces and complaints go unseen',
    );
  return {
    transport: createResendTransport({ apiKey, baseUrl: env.RESEND_BASE_URL, log }),
    from,
    webhookSecret,
  };
}
