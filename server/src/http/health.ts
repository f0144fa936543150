import type { DbHandle } from '@partyreel/db';
import type { FastifyInstance } from 'fastify';
import type { Lifecycle } from './lifecycle.ts';

const PING_TIMEOUT_MS = 5000;

/**
 * `/healthz` (alive): 200 once the database answers a ping, 503 when it cannot. `/readyz` (send me
 * requests?): 200 only while the instance is listening and not draining; a load balancer takes an
 * instance out on 503 (http/lifecycle.ts).
 */
export function registerHealth(app: FastifyInstance, handle: DbHandle, lifecycle: Lifecycle) {
  app.addHook('onListen', async () => {
    if (lifecycle.state === 'starting') lifecycle.state = 'ready';
  });
  app.get('/readyz', async (_req, reply) => {
    const ready = lifecycle.state === 'ready';
    return reply.code(ready ? 200 : 503).send({ status: lifecycle.state });
  });

  app.get('/healthz', async (req, reply) => {
    try {
      await Promise.race([
        handle.ping(),
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error('ping timed out')), PING_TIMEOUT_MS).unref(),
        ),
      ]);
      return { status: 'ok', database: handle.kind };
    } catch (error) {
      req.log.warn({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ status: 'unavailable', database: handle.kind });
    }
  });
}
