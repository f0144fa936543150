import { messages } from '@partyreel/shared/messages';
import type { FastifyInstance } from 'fastify';
import { minuteWindows } from './minute-windows.ts';

/** Polled by balancers and the cluster proxy, often and from one address: never counted. */
const PROBES = new Set(['/healthz', '/readyz']);

/**
 * A coarse flood guard for every HTTP request outside tRPC (pages, built files, /media, /api/…,
 * 404s): each client address (`req.ip`, so the client's behind the proxies TRUST_PROXY names) may
 * make `perMinute` requests a minute on this instance; past that, until its minute is over, each
 * is answered 429 with the catalogue's text and `Retry-After`, before any other hook or route.
 * tRPC has its own budget (call-budget.ts); the health probes are exempt. The number leaves a
 * whole party on one Wi-Fi loading its pages (docs/decisions/038).
 */
export function registerRequestBudget(app: FastifyInstance, perMinute: number) {
  const windows = minuteWindows(app);

  app.addHook('onRequest', async (req, reply) => {
    const route = req.routeOptions.url;
    if (route?.startsWith('/trpc') || (route !== undefined && PROBES.has(route))) return;
    const retryAfter = windows.count(req.ip, 1, perMinute);
    if (retryAfter === undefined) return;
    return reply
      .code(429)
      .header('retry-after', String(retryAfter))
      .send({ error: messages.generic.tooManyRequests });
  });
}
