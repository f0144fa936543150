import type { FastifyInstance } from 'fastify';

const MINUTE_MS = 60_000;

/**
 * Fixed one-minute windows of counts per key (a client address), in memory: the edge's coarse
 * flood guards (call-budget.ts, request-budget.ts; docs/decisions/038). A window starts at a key's
 * first count and ends a minute later; ended windows are swept every minute, and the sweep stops
 * when the app closes.
 */
export function minuteWindows(app: FastifyInstance) {
  const windows = new Map<string, { startedAt: number; count: number }>();
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [key, window] of windows)
      if (now - window.startedAt >= MINUTE_MS) windows.delete(key);
  }, MINUTE_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  return {
    /**
     * Adds `amount` to `key`'s window; answers how many seconds remain of its window when the
     * count is now past `limit`, else undefined.
     */
    count(key: string, amount: number, limit: number): number | undefined {
      const now = Date.now();
      let window = windows.get(key);
      if (!window || now - window.startedAt >= MINUTE_MS) {
        window = { startedAt: now, count: 0 };
        windows.set(key, window);
      }
      window.count += amount;
      if (window.count <= limit) return undefined;
      return Math.max(1, Math.ceil((window.startedAt + MINUTE_MS - now) / 1000));
    },
  };
}
