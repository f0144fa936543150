import { createServer, type IncomingHttpHeaders } from 'node:http';
import { listenOnLoopback } from '../http/loopback-server.ts';

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
}

const REQUIRED_FIELDS = ['from', 'to', 'subject', 'html', 'text'] as const;

/**
 * A local stand-in for Resend's `POST /emails`, for tests: it refuses a wrong API key (401) and a
 * body without from, to, subject, html and text (422), the way Resend does, and otherwise answers
 * with the test's script.
 */
export async function startResendStandIn(options: {
  apiKey: string;
  answer: (n: number, body: Record<string, unknown>) => StandInAnswer;
}) {
  const requests: SeenRequest[] = [];
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
      requests.push({
        at: Date.now(),
        method: req.method,
        url: req.url,
        headers: req.headers,
        body,
      });
      const reply = (answer: StandInAnswer) => {
        res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
        res.end(JSON.stringify(answer.body));
      };
      if (req.method !== 'POST' || req.url !== '/emails') {
        return reply(resendError(404, 'not_found', 'Route not found'));
      }
      if (req.headers.authorization !== `Bearer ${options.apiKey}`) {
        return reply(resendError(401, 'invalid_api_key', 'API key is invalid'));
      }
      const fields =
        typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
      const missing = REQUIRED_FIELDS.filter((f) => typeof fields[f] !== 'string' || !fields[f]);
      if (missing.length > 0) {
        return reply(resendError(422, 'validation_error', `Missing ${missing.join(', ')}`));
      }
      reply(options.answer(requests.length, fields));
    });
  });
  return { ...(await listenOnLoopback(server)), requests };
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
