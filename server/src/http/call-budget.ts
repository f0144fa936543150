import { messages } from '@partyreel/shared/messages';
import type { FastifyInstance } from 'fastify';
import { minuteWindows } from './minute-windows.ts';

/** tRPC's JSON-RPC code for TOO_MANY_REQUESTS. */
const TOO_MANY_REQUESTS_RPC = -32029;

/**
 * A coarse flood guard across every tRPC procedure (docs/decisions/038): each client address
 * (`req.ip`, so the client's behind a trusted proxy) may make `perMinute` calls a minute on this
 * instance, a batch counting each of its calls and a WebSocket upgrade one; past that, until the
 * minute is over, every call is answered 429 with the catalogue's text in tRPC's own error shape,
 * before any context, session or query. In memory per instance; the database-backed per-action
 * limits (rate-limit/rate-limits.ts) are the real ones.
 */
export function registerCallBudget(app: FastifyInstance, perMinute: number) {
  const windows = minuteWindows(app);

  app.addHook('onRequest', async (req, reply) => {
    if (!req.routeOptions.url?.startsWith('/trpc')) return;
    const path = req.url.slice('/trpc/'.length).split('?')[0] ?? '';
    const batch = /[?&]batch=1(&|$)/.test(req.url);
    const calls = req.ws ? 1 : batch ? Math.max(1, path.split(',').length) : 1;
    const retryAfter = windows.count(req.ip, calls, perMinute);
    if (retryAfter === undefined) return;
    const error = {
      error: {
        message: messages.generic.tooManyRequests,
        code: TOO_MANY_REQUESTS_RPC,
        data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429 },
      },
    };
    return reply
      .code(429)
      .header('retry-after', String(retryAfter))
      .send(batch ? Array.from({ length: calls }, () => error) : error);
  });
}
