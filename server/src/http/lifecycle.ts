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

/**
 * A graceful stop (DESIGN.md §6, issue 16): /readyz says no; after `delayMs` every WebSocket is
 * told to reconnect (tRPC's own notice, then close code 1012) so its pages move to another
 * instance; then Fastify stops accepting, finishes the requests in flight and runs the onClose
 * hooks (the job queue finishes its active jobs, the live hub stops).
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
  await app.close();
}
