import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withScratchCluster } from './scratch-cluster.ts';

describe('startCluster', () => {
  it('starts instances with their own data folders behind one proxy, whose address they take as theirs', async (context) => {
    const closed = await withScratchCluster(
      context,
      { env: { LOG_LEVEL: 'warn', DRAIN_DELAY_MS: '300' } },
      async (cluster) => {
        const [a, b] = cluster.instances;
        if (!a || !b) throw new Error('two instances expected');
        expect(a.dataDir).not.toBe(b.dataDir);
        expect(cluster.proxy.upstreams.map((u) => [u.url, u.ready])).toEqual([
          [a.url, true],
          [b.url, true],
        ]);
        expect((await fetch(`${cluster.proxy.url}/readyz`)).status).toBe(200);
        // PUBLIC_URL is the proxy's: a write from its origin is let through to the session check…
        const upload = (origin: string) =>
          fetch(`${a.url}/api/uploads?kind=image`, { method: 'POST', headers: { origin } });
        expect((await upload(cluster.proxy.url)).status).toBe(401);
        // …and one from elsewhere is refused.
        expect((await upload('http://elsewhere.example')).status).toBe(403);

        // SIGTERM: A drains and exits 0; the proxy stops sending it anything.
        expect(await a.stop('SIGTERM')).toBe(0);
        await expect.poll(() => cluster.proxy.upstreams[0]?.ready).toBe(false);
        expect((await fetch(`${cluster.proxy.url}/readyz`)).status).toBe(200);
      },
    );
    for (const instance of closed.instances) expect(existsSync(instance.dataDir)).toBe(false);
  }, 90_000);
});

describe('startCluster restarts', () => {
  it('starts an instance that dies again at its own address, and the proxy sends it requests again', async (context) => {
    const closed = await withScratchCluster(
      context,
      {
        instances: 1,
        env: { LOG_LEVEL: 'warn' },
        restart: { firstDelayMs: 100, maxDelayMs: 1000, stableAfterMs: 60_000 },
      },
      async (cluster, logs) => {
        const [a] = cluster.instances;
        if (!a) throw new Error('one instance expected');
        const { url, process: first } = a;
        // As when it crashes: no drain, no exit code.
        first.kill('SIGKILL');
        await expect.poll(() => a.restarts, { timeout: 60_000, interval: 200 }).toBe(1);
        expect(a.process.pid).not.toBe(first.pid);
        expect(a.url).toBe(url);
        await expect
          .poll(async () => (await fetch(`${cluster.proxy.url}/readyz`)).status, {
            timeout: 10_000,
            interval: 200,
          })
          .toBe(200);
        expect(logs.some((line) => /\[A\] exited .*restarting in 100 ms/.test(line))).toBe(true);
      },
    );
    // Stopped on purpose: not started again.
    expect(closed.instances[0]?.restarts).toBe(1);
  }, 90_000);
});
