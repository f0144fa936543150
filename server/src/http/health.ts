import type { DbHandle } from '@partyreel/db';
import type { FastifyInstance } from 'fastify';

const PING_TIMEOUT_MS = 5000;

/** `/healthz`: 200 once the database answers a ping, 503 when it cannot. */
export function registerHealth(app: FastifyInstance, handle: DbHandle) {
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
