import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { listenOnLoopback } from '../http/loopback-server.ts';
import { simulatedEvents } from './resend-webhook-event.ts';
import { type SvixHeaders, svixHeaders } from './svix-signature.ts';

/** What a test's script answers to the n-th request (1-based). */
export interface StandInAnswer {
  status: number;
  headers?: Record<string, string>;
  body: unknown;
}

export interface SeenRequest {
  at: number;
  method: string | undefined;
  url: string | undefined;
  headers: IncomingHttpHeaders;
  body: unknown;
  /** Answered from the idempotency cache: Resend sent nothing again. */
  replayed: boolean;
}

/** A message the stand-in accepted for delivery (a replayed request adds none). */
export interface AcceptedMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  at: number;
}

export interface ResendStandInOptions {
  apiKey: string;
  /** `POST /emails`: the test's script; by default each message is accepted. */
  answer?: (n: number, body: Record<string, unknown>) => StandInAnswer;
  /** At most this many calls a second, like Resend's team limit: more get 429 with retry-after. */
  perSecond?: number;
  /**
   * How long an answer takes after the stand-in has accepted the request (a slow provider): a
   * client that dies meanwhile never learns that its messages went.
   */
  answerDelayMs?: number;
  /** While this answers true, every call gets a 503, as in an outage. */
  outage?: () => boolean;
  /** Refuses a message (422, or its batch entry in permissive mode) when this gives a reason. */
  refuse?: (email: Record<string, unknown>) => string | undefined;
  /**
   * Resend's webhooks (docs/decisions/033): after accepting a message, the stand-in posts what
   * Resend would report of it (resend-webhook-event.ts: delivered; `bounce@…` bounces,
   * `complaint@…` complains), signed with `secret` exactly as Resend signs (Svix), to `url()` —
   * read when it posts, so the app may start after the stand-in. None while `url()` is undefined.
   */
  webhooks?: { secret: string; url: () => string | undefined; delayMs?: number };
}

/** A webhook the stand-in posted, with the answer it got (0: no answer). */
export interface PostedWebhook {
  type: string;
  emailId: string;
  to: string;
  /** What was posted, as posted (a test may deliver it again). */
  payload: string;
  headers: SvixHeaders;
  /** The answer. */
  status: number;
  body: string;
}

const REQUIRED_FIELDS = ['from', 'to', 'subject', 'html', 'text'] as const;
const MAX_BATCH = 100;

/**
 * A local stand-in for Resend's `POST /emails` and `POST /emails/batch`, for tests and benches: it
 * refuses a wrong API key (401), a body without from, to, subject, html and text (422), more than
 * 100 messages in a batch (422) and, when asked, more calls per second than its limit (429); and
 * it keeps Resend's idempotency promise: a repeated key with the same body is answered as before
 * and sends nothing, with another body it is a 409. Otherwise `/emails` answers with the test's
 * script, and a batch is accepted (permissive mode: an invalid message alone is refused).
 */
export async function startResendStandIn(options: ResendStandInOptions) {
  const requests: SeenRequest[] = [];
  const accepted: AcceptedMail[] = [];
  const idempotent = new Map<string, { digest: string; answer: StandInAnswer }>();
  const recentCalls: number[] = [];
  const webhooks: PostedWebhook[] = [];
  const posting = new Set<Promise<void>>();
  let emailRequests = 0;

  /** Posts each webhook about one accepted message, in order, after the configured delay. */
  const report = (message: { id: string; from: string; to: string; subject: string }) => {
    const hooks = options.webhooks;
    if (!hooks) return;
    const run = (async () => {
      await new Promise((resolve) => setTimeout(resolve, hooks.delayMs ?? 300));
      const url = hooks.url();
      if (!url) return;
      for (const event of simulatedEvents(message)) {
        const payload = JSON.stringify(event);
        const headers = svixHeaders(hooks.secret, payload);
        const posted = { type: event.type, emailId: message.id, to: message.to, payload, headers };
        try {
          const res = await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...headers },
            body: payload,
          });
          webhooks.push({ ...posted, status: res.status, body: await res.text() });
        } catch (error) {
          webhooks.push({ ...posted, status: 0, body: String(error) });
        }
      }
    })();
    posting.add(run);
    void run.finally(() => posting.delete(run));
  };

  const accept = (fields: Record<string, unknown>) => {
    const id = randomUUID();
    const message = { id, from: String(fields.from), to: String(fields.to) };
    accepted.push({
      id,
      to: message.to,
      subject: String(fields.subject),
      text: String(fields.text),
      at: Date.now(),
    });
    report({ ...message, subject: String(fields.subject) });
    return id;
  };

  const handle = (url: string | undefined, headers: IncomingHttpHeaders, body: unknown) => {
    if (headers.authorization !== `Bearer ${options.apiKey}`)
      return resendError(401, 'invalid_api_key', 'API key is invalid');
    if (options.outage?.()) return resendError(503, 'internal_server_error', 'Service unavailable');
    if (options.perSecond) {
      const now = Date.now();
      while (recentCalls.length > 0 && (recentCalls[0] ?? 0) <= now - 1000) recentCalls.shift();
      if (recentCalls.length >= options.perSecond)
        return resendError(429, 'rate_limit_exceeded', 'Too many requests', { 'retry-after': '1' });
      recentCalls.push(now);
    }
    if (url === '/emails/batch') return batch(headers, body);
    const fields = asFields(body);
    const problem = problemWith(fields, options);
    if (problem) return resendError(422, 'validation_error', problem);
    emailRequests++;
    if (options.answer) {
      const answer = options.answer(emailRequests, fields);
      if (answer.status === 200) accept(fields);
      return answer;
    }
    return { status: 200, body: { id: accept(fields) } };
  };

  const batch = (headers: IncomingHttpHeaders, body: unknown): StandInAnswer => {
    if (!Array.isArray(body) || body.length === 0 || body.length > MAX_BATCH)
      return resendError(422, 'validation_error', `A batch holds 1 to ${MAX_BATCH} emails`);
    const permissive = headers['x-batch-validation'] === 'permissive';
    const problems = body.map((item) => problemWith(asFields(item), options));
    const first = problems.find((p) => p !== undefined);
    if (!permissive && first) return resendError(422, 'validation_error', first);
    const data: { id: string }[] = [];
    const errors: { index: number; message: string }[] = [];
    body.forEach((item, index) => {
      const problem = problems[index];
      if (problem) errors.push({ index, message: problem });
      else data.push({ id: accept(asFields(item)) });
    });
    return { status: 200, body: permissive ? { data, errors } : { data } };
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        body = raw;
      }
      const seen: SeenRequest = {
        at: Date.now(),
        method: req.method,
        url: req.url,
        headers: req.headers,
        body,
        replayed: false,
      };
      requests.push(seen);
      const reply = (answer: StandInAnswer) => {
        const send = () => {
          if (res.destroyed) return;
          res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
          res.end(JSON.stringify(answer.body));
        };
        if (options.answerDelayMs) setTimeout(send, options.answerDelayMs);
        else send();
      };
      if (req.method !== 'POST' || (req.url !== '/emails' && req.url !== '/emails/batch'))
        return reply(resendError(404, 'not_found', 'Route not found'));

      const key = req.headers['idempotency-key'];
      const digest = createHash('sha256').update(`${req.url} ${raw}`).digest('hex');
      const known = typeof key === 'string' ? idempotent.get(key) : undefined;
      if (known) {
        if (known.digest !== digest)
          return reply(
            resendError(409, 'invalid_idempotent_request', 'Same key, different request'),
          );
        seen.replayed = true;
        return reply(known.answer);
      }
      const answer = handle(req.url, req.headers, body);
      // Like Resend, only an accepted request is remembered under its key.
      if (typeof key === 'string' && answer.status === 200) idempotent.set(key, { digest, answer });
      reply(answer);
    });
  });
  const listening = await listenOnLoopback(server);
  return {
    ...listening,
    requests,
    accepted,
    /** The webhooks posted so far, in the order they were answered. */
    webhooks,
    /** Stops listening once the webhooks on their way have been posted. */
    async close() {
      await Promise.allSettled([...posting]);
      await listening.close();
    },
  };
}

function asFields(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
}

function missingFields(fields: Record<string, unknown>): string[] {
  return REQUIRED_FIELDS.filter((f) => typeof fields[f] !== 'string' || !fields[f]);
}

/** Why a message is refused: its missing fields, or the test's reason. */
function problemWith(fields: Record<string, unknown>, options: ResendStandInOptions) {
  const missing = missingFields(fields);
  if (missing.length > 0) return `Missing ${missing.join(', ')}`;
  return options.refuse?.(fields);
}

/** An error answer shaped like Resend's. */
export function resendError(
  status: number,
  name: string,
  message: string,
  headers?: Record<string, string>,
): StandInAnswer {
  return { status, headers, body: { statusCode: status, name, message } };
}
