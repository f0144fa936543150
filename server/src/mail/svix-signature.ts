import { randomBytes } from 'node:crypto';
import { Webhook } from 'svix';

/**
 * Resend signs its webhooks through Svix: `svix-id` (the delivery's id, the same on every retry),
 * `svix-timestamp` (seconds) and `svix-signature` (`v1,` and an HMAC-SHA256 of
 * `{id}.{timestamp}.{body}` under the endpoint's `whsec_…` secret). The svix package does both
 * sides, so our stand-ins sign exactly as Resend does and the route checks what Resend sends.
 */
export type SvixHeaders = Record<'svix-id' | 'svix-timestamp' | 'svix-signature', string>;

/** A secret as Resend's dashboard shows one: `whsec_` and base64 (what `new Webhook` accepts). */
export const WEBHOOK_SECRET_PATTERN = /^whsec_[A-Za-z0-9+/]+={0,2}$/;

/** A signing secret for a process that was given none (development) or a test. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

/** The headers Resend would send with `body`, signed with `secret`. */
export function svixHeaders(
  secret: string,
  body: string,
  { id = `msg_${randomBytes(12).toString('hex')}`, at = new Date() } = {},
): SvixHeaders {
  return {
    'svix-id': id,
    'svix-timestamp': String(Math.floor(at.getTime() / 1000)),
    'svix-signature': new Webhook(secret).sign(id, at, body),
  };
}

/**
 * Throws unless `body` (the exact bytes received) carries a valid signature under `secret` from
 * the last five minutes (an older one is a replay).
 */
export function verifySvix(
  secret: string,
  body: Buffer,
  headers: Record<string, string | string[] | undefined>,
): void {
  const header = (name: keyof SvixHeaders) => {
    const value = headers[name];
    return typeof value === 'string' ? value : '';
  };
  new Webhook(secret).verify(body, {
    'svix-id': header('svix-id'),
    'svix-timestamp': header('svix-timestamp'),
    'svix-signature': header('svix-signature'),
  });
}
