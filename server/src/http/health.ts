import type { DbHandle } from '@partyreel/db';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Lifecycle } from './lifecycle.ts';

/** How long readiness waits for the database's answer to a ping. */
export const PING_TIMEOUT_MS = 1000;
/** How long one ping's answer stands, so frequent probes from several balancers cost one ping. */
export const PING_CACHE_MS = 1000;

/**
 * `/healthz` (alive?): 200 whenever the process answers at all; it touches nothing else, so a
 * supervisor restarts only an instance that is stuck, never one whose database is away (restarting
 * would not bring the database back). `/readyz` (send me requests?): 200 only while the instance is
 * listening, not draining (http/lifecycle.ts) and its database answers a ping within
 * PING_TIMEOUT_MS; a load balancer takes an instance out on 503 (docs/decisions/037).
 */
export function registerHealth(app: FastifyInstance, handle: DbHandle, lifecycle: Lifecycle) {
  const databaseAnswers = databaseProbe(handle, app.log);
  app.addHook('onListen', async () => {
    if (lifecycle.state === 'starting') lifecycle.state = 'ready';
  });
  app.get('/readyz', async (_req, reply) => {
    if (lifecycle.state !== 'ready') return reply.code(503).send({ status: lifecycle.state });
    if (!(await databaseAnswers()))
      return reply.code(503).send({ status: 'unavailable', database: handle.kind });
    return { status: 'ready', database: handle.kind };
  });

  app.get('/healthz', async () => ({ status: 'ok' }));
}

/**
 * Whether the database answers, by a ping at most every PING_CACHE_MS. Probes arriving meanwhile
 * share the last answer (or the check under way), and a ping that hangs past its timeout is not
 * sent again until it settles, so probes never pile up on a database that does not answer.
 */
export function databaseProbe(handle: DbHandle, log: FastifyBaseLogger): () => Promise<boolean> {
  let last: { ok: boolean; at: number } | undefined;
  let checking: Promise<boolean> | undefined;
  let ping: Promise<unknown> | undefined;

  const check = async () => {
    ping ??= handle.ping().finally(() => {
      ping = undefined;
    });
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<Error>((resolve) => {
      timer = setTimeout(() => resolve(new Error('ping timed out')), PING_TIMEOUT_MS);
    });
    const failure = await Promise.race([
      ping.then(
        () => undefined,
        (error: unknown) => error,
      ),
      timedOut,
    ]);
    clearTimeout(timer);
    const ok = failure === undefined;
    if (!ok && last?.ok !== false)
      log.warn({ err: failure }, 'readiness: the database does not answer');
    if (ok && last?.ok === false) log.info('readiness: the database answers again');
    last = { ok, at: Date.now() };
    return ok;
  };

  return () => {
    if (last && Date.now() - last.at < PING_CACHE_MS) return Promise.resolve(last.ok);
    checking ??= check().finally(() => {
      checking = undefined;
    });
    return checking;
  };
}
