import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { withScratchCluster } from './scratch-cluster.ts';

// docs/decisions/039-trusted-proxies-and-sign-in-lock-out.md: behind `pnpm cluster`'s own proxy,
// which appends the address it saw to X-Forwarded-For, a client that writes a different address
// into that header at every request still gets one client address's tries, and no more.

/** A made-up address for each request: what a script writes to escape a limit per address. */
const forged = () =>
  `${randomInt(1, 224)}.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** Each call's HTTP status, for a tRPC mutation sent through the proxy with a forged address. */
async function mutate(proxyUrl: string, path: string, input: unknown): Promise<number> {
  const response = await fetch(`${proxyUrl}/trpc/${path}`, {
    method: 'POST',
    headers: {
      origin: proxyUrl,
      'content-type': 'application/json',
      'x-forwarded-for': forged(),
    },
    body: JSON.stringify(input),
  });
  await response.body?.cancel();
  return response.status;
}

/** Opens a WebSocket through the proxy with a forged address: 'open', or the refusal's status. */
function openSocket(proxyUrl: string, sockets: WebSocket[]): Promise<'open' | number> {
  const socket = new WebSocket(`${proxyUrl.replace(/^http/, 'ws')}/trpc`, {
    headers: { origin: proxyUrl, 'x-forwarded-for': forged() },
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve('open'));
    socket.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    socket.once('error', reject);
  });
}

const statuses = async (count: number, call: (i: number) => Promise<number>) => {
  const result: number[] = [];
  for (let i = 0; i < count; i += 1) result.push(await call(i));
  return result;
};

describe('pnpm cluster behind its proxy', () => {
  it('keeps every limit per client address when each request forges X-Forwarded-For', async (context) => {
    const sockets: WebSocket[] = [];
    // One instance: the cap on WebSockets is counted per instance (docs/decisions/020); the
    // other limits live in the shared database. The source, not a build that may predate this.
    await withScratchCluster(
      context,
      {
        instances: 1,
        entry: 'source',
        env: { LOG_LEVEL: 'warn', RATE_LIMITS: 'on' },
      },
      async (cluster) => {
        try {
          const url = cluster.proxy.url;
          const tag = Date.now().toString(36);

          // auth.login: 10 tries a minute per address (a new unknown account each time, so the
          // throttle of one account's failures is not what answers).
          const logins = await statuses(11, (i) =>
            mutate(url, 'auth.login', {
              email: `nobody-${tag}-${i}@example.com`,
              password: 'not the password at all',
            }),
          );
          expect(logins.slice(0, 10)).toEqual(Array(10).fill(401));
          expect(logins[10]).toBe(429);

          // auth.register: 5 a minute per address.
          const registrations = await statuses(6, (i) =>
            mutate(url, 'auth.register', {
              email: `forger-${tag}-${i}@example.com`,
              displayName: 'Forger',
              password: `a long unusual passphrase ${tag}`,
            }),
          );
          expect(registrations.slice(0, 5)).toEqual(Array(5).fill(200));
          expect(registrations[5]).toBe(429);

          // WebSockets: 20 open at once per address, the 21st refused.
          const opened = await statuses(20, async () => {
            const outcome = await openSocket(url, sockets);
            return outcome === 'open' ? 101 : outcome;
          });
          expect(opened).toEqual(Array(20).fill(101));
          expect(await openSocket(url, sockets)).toBe(429);
        } finally {
          for (const socket of sockets) socket.terminate();
        }
      },
    );
  }, 120_000);
});
