import { setTimeout as sleep } from 'node:timers/promises';
import { type ErrorResponse, Resend } from 'resend';
import type { BatchItemOutcome, MailLog, MailTransport } from './mailer.ts';

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
  /** Calls per second this process makes at most (Resend's default limit is 2 per team). */
  requestsPerSecond?: number;
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

  /** The message itself was refused (a 4xx other than 429): sending it again cannot help. */
  get permanent(): boolean {
    return this.status !== null && this.status !== 429 && this.status < 500;
  }
}

/** Resend's batch endpoint takes at most this many messages per call. */
export const RESEND_MAX_BATCH = 100;

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
    requestsPerSecond = 2,
    log,
  } = options;
  const client = new Resend(apiKey, { baseUrl: baseUrl.replace(/\/+$/, '') });
  const pace = pacer(requestsPerSecond);

  /** One API call, paced, retried on 429 (after its retry-after), 5xx and network failures. */
  async function withRetries<T>(
    call: (signal: AbortSignal) => Promise<Answer<T>>,
  ): Promise<NonNullable<T>> {
    for (let attempt = 1; ; attempt++) {
      await pace();
      const { data, error, headers } = await call(AbortSignal.timeout(requestTimeoutMs));
      if (data) return data;
      if (!error) throw new ResendDeliveryError(null, 'empty_answer', 'No data', attempt);

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
  }

  return {
    name: 'resend',
    maxBatchSize: RESEND_MAX_BATCH,
    async deliver(mail) {
      const data = await withRetries((signal) =>
        client.emails.send(
          {
            from: mail.from,
            to: mail.to,
            subject: mail.subject,
            html: mail.html,
            text: mail.text,
            headers: mail.headers,
            ...(mail.attachments
              ? {
                  attachments: mail.attachments.map((file) => ({
                    filename: file.filename,
                    content: file.content,
                    contentType: file.contentType,
                  })),
                }
              : {}),
          },
          { idempotencyKey: mail.idempotencyKey, signal },
        ),
      );
      return { providerMessageId: data.id };
    },

    /**
     * Resend's batch endpoint in its permissive mode: one refused message does not hold back the
     * others. Its answer lists the accepted messages' ids in order and the refused ones by index.
     */
    async deliverBatch(mails, batchKey) {
      const data = await withRetries((signal) =>
        client.batch.send(
          mails.map((m) => ({
            from: m.from,
            to: m.to,
            subject: m.subject,
            html: m.html,
            text: m.text,
            headers: m.headers,
          })),
          { idempotencyKey: batchKey, batchValidation: 'permissive', signal },
        ),
      );
      const refused = new Map((data.errors ?? []).map((e) => [e.index, e.message]));
      const ids = data.data.map((d) => d.id);
      return mails.map((_, index): BatchItemOutcome => {
        const reason = refused.get(index);
        if (reason !== undefined)
          return { error: new ResendDeliveryError(422, 'validation_error', reason, 1) };
        const id = ids.shift();
        return id ? { providerMessageId: id } : { error: new Error('Resend gave no id') };
      });
    },
  };
}

type Answer<T> =
  | { data: T; error: null; headers: Record<string, string> | null }
  | {
      data: null;
      error: ErrorResponse;
      headers: Record<string, string> | null;
    };

/**
 * At most `perSecond` calls a second from this process (Resend's default team limit is 2), spaced
 * evenly with a tenth to spare for the network's jitter; a 429 caused by calls from elsewhere is
 * still honoured through its retry-after.
 */
function pacer(perSecond: number) {
  const gapMs = 1100 / perSecond;
  let next = 0;
  return async () => {
    const now = Date.now();
    const at = Math.max(now, next);
    next = at + gapMs;
    if (at > now) await sleep(at - now);
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
