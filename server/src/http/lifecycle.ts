import type { FastifyInstance } from 'fastify';

/**
 * The message tRPC's WebSocket client takes as "reconnect now" (its `reconnect` notification): it
 * opens a new socket at once (to another instance, behind a load balancer) and resubscribes.
 */
const RECONNECT_NOTICE = JSON.stringify({ id: null, method: 'reconnect' });
/** WebSocket close code 1012: Service Restart — the client may reconnect. */
const SERVICE_RESTART = 1012;

export type LifecycleState = 'starting' | 'ready' | 'draining';

/**
 * Where an instance is in its life, for a load balancer's readiness check: starting until it
 * listens, ready, then draining from SIGTERM on (http/health.ts answers /readyz from it).
 */
export class Lifecycle {
  state: LifecycleState = 'starting';
}

export interface DrainOptions {
  /**
   * How long to keep serving after /readyz has turned to 503, so the load balancer stops sending
   * new requests before this instance stops accepting them.
   */
  delayMs: number;
}

/** How often idle keep-alive connections are closed while the server closes. */
const CLOSE_IDLE_EVERY_MS = 100;
/**
 * How long requests in flight have, once the server stops accepting, before every connection is
 * closed: a drip-fed upload must not hold the stop (docs/decisions/038).
 */
export const REQUEST_GRACE_MS = 8_000;

/**
 * Registers the graceful stop as `app.drain` (see `drain`); from the drain's start every answer
 * says `Connection: close`, so a keep-alive connection closes after the answer it was busy with.
 */
export function registerDrain(app: FastifyInstance, lifecycle: Lifecycle) {
  app.addHook('onSend', async (_req, reply) => {
    if (lifecycle.state === 'draining') reply.header('connection', 'close');
  });
  app.decorate('drain', (options: DrainOptions) => drain(app, lifecycle, options));
}

/**
 * A graceful stop (docs/architecture.md, Jobs, docs/decisions/038): /readyz says no, and every
 * answer closes its connection; after `delayMs` every WebSocket is told to reconnect (tRPC's own
 * notice, then close code 1012) so its pages move to another instance; then Fastify stops
 * accepting, idle keep-alive connections are closed at once and again as busy ones finish, the
 * requests in flight have REQUEST_GRACE_MS, and the onClose hooks run (the job queue finishes its
 * active jobs or hands them back, the live hub stops).
 */
export async function drain(app: FastifyInstance, lifecycle: Lifecycle, { delayMs }: DrainOptions) {
  lifecycle.state = 'draining';
  app.log.info({ delayMs }, 'draining: readiness now answers 503');
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  const sockets = app.websocketServer?.clients ?? new Set();
  for (const socket of sockets) {
    try {
      socket.send(RECONNECT_NOTICE);
      socket.close(SERVICE_RESTART, 'Server restarting');
    } catch {
      // Already closing.
    }
  }
  app.log.info({ sockets: sockets.size }, 'draining: sockets told to reconnect; closing');
  const server = app.server;
  server.closeIdleConnections();
  // A connection whose answer was already under way at SIGTERM kept its keep-alive: it goes as soon
  // as it is idle.
  const idle = setInterval(() => server.closeIdleConnections(), CLOSE_IDLE_EVERY_MS);
  const deadline = setTimeout(() => {
    app.log.warn('draining: requests still in flight after the grace period; closing them');
    server.closeAllConnections();
    for (const socket of sockets) socket.terminate();
  }, REQUEST_GRACE_MS);
  try {
    await app.close();
  } finally {
    clearInterval(idle);
    clearTimeout(deadline);
  }
}
