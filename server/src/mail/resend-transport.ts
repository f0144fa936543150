import { setTimeout as sleep } from 'node:timers/promises';
import { type ErrorResponse, Resend } from 'resend';
import type { MailLog, MailTransport } from './mailer.ts';

export const RESEND_API_URL = 'https://api.resend.com';

export interface ResendTransportOptions {
  apiKey: string;
  /**
   * Where Resend's API is; tests point it at a local stand-in. Passed to the SDK's `baseUrl`
   * option, so the SDK's own fallback to `process.env.RESEND_BASE_URL` is never used.
   */
  baseUrl?: string;
  /** Tries per message, the first included. */
  maxAttempts?: number;
  /** The longest wait between tries, whatever a `retry-after` header asks for. */
  maxWaitMs?: number;
  /** The first back-off after a 5xx or network failure; it doubles with each try. */
  backoffMs?: number;
  /** How long one request may take before it counts as a network failure. */
  requestTimeoutMs?: number;
  log?: Pick<MailLog, 'warn'>;
}

/** Delivery refused by Resend (or unreachable), after any retries. */
export class ResendDeliveryError extends Error {
  constructor(
    readonly status: number | null,
    readonly code: string,
    message: string,
    readonly attempts: number,
  ) {
    super(`Resend refused the message (${status ?? 'no answer'} ${code}): ${message}`);
    this.name = 'ResendDeliveryError';
  }
}

/**
 * Sends through Resend's API with the message's idempotency key (Resend drops a repeat within
 * 24 hours). A 429 is retried after its `retry-after`, a 5xx or network failure after a doubling
 * back-off; any other refusal fails at once.
 */
export function createResendTransport(options: ResendTransportOptions): MailTransport {
  const {
    apiKey,
    baseUrl = RESEND_API_URL,
    maxAttempts = 3,
    maxWaitMs = 10_000,
    backoffMs = 500,
    requestTimeoutMs = 15_000,
    log,
  } = options;
  const client = new Resend(apiKey, { baseUrl: baseUrl.replace(/\/+$/, '') });

  return {
    name: 'resend',
    async deliver(mail) {
      for (let attempt = 1; ; attempt++) {
        const { data, error, headers } = await client.emails.send(
          { from: mail.from, to: mail.to, subject: mail.subject, html: mail.html, text: mail.text },
          { idempotencyKey: mail.idempotencyKey, signal: AbortSignal.timeout(requestTimeoutMs) },
        );
        if (data) return { providerMessageId: data.id };

        const status = statusOf(error, headers !== null);
        const retryable = isRetryable(error, status);
        if (!retryable || attempt >= maxAttempts) {
          throw new ResendDeliveryError(status, error.name, error.message, attempt);
        }
        const asked = status === 429 ? retryAfterMs(headers?.['retry-after']) : undefined;
        const waitMs = Math.min(asked ?? backoffMs * 2 ** (attempt - 1), maxWaitMs);
        log?.warn({ attempt, status, code: error.name, waitMs }, 'Resend asked to retry');
        await sleep(waitMs);
      }
    },
  };
}

/**
 * Resend's error bodies carry the status. The SDK gives no headers when no answer came (network
 * failure, timeout); an answer whose body lacks the status is classed by its error name.
 */
function statusOf(error: ErrorResponse, answered: boolean): number | null {
  if (typeof error.statusCode === 'number') return error.statusCode;
  if (!answered) return null;
  if (error.name === 'rate_limit_exceeded') return 429;
  if (error.name === 'internal_server_error' || error.name === 'application_error') return 500;
  return 400;
}

function isRetryable(error: ErrorResponse, status: number | null): boolean {
  // A spent quota answers 429 too, but waiting seconds will not refill it.
  if (error.name === 'daily_quota_exceeded' || error.name === 'monthly_quota_exceeded') {
    return false;
  }
  return status === null || status === 429 || status >= 500;
}

/** `retry-after` is seconds or an HTTP date. */
export function retryAfterMs(value: string | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.ceil(Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
