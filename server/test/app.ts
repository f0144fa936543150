import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DbHandle } from '@partyreel/db';
import { createTestDatabase, type TestDatabase } from '@partyreel/db/testing';
import { MAX_TRPC_BATCH_SIZE } from '@partyreel/shared/limits';
import { createTRPCClient, createWSClient, httpBatchLink, wsLink } from '@trpc/client';
import WebSocket from 'ws';
import { type App, buildApp } from '../src/app.ts';
import type { AppConfig } from '../src/env.ts';
import { LIVE_CHANNEL } from '../src/live/notices.ts';
import type { AppRouter } from '../src/router.ts';
import { testStripe } from './payments.ts';

/** The test apps' visitor-cookie key, so a test can sign a browser's cookie (test/visitors.ts). */
export const TEST_COOKIE_SECRET = randomBytes(32).toString('base64url');

/** A development config (outbox mail, dev checkout, no rate limits); production gets Stripe settings. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    production: false,
    mail: { production: false },
    google: undefined,
    payments: {
      price: { amountCents: 499, currency: 'usd', stripePriceId: undefined },
      promoCodes: [
        { code: 'PARTY80', percentOff: 80, limit: 500 },
        { code: 'LAUNCH100', percentOff: 100, limit: 500 },
      ],
      // Production never runs the dev checkout: its Stripe key reaches nothing real.
      stripe: overrides.production ? testStripe() : undefined,
    },
    // Local disk under dataDir; s3-storage.test.ts points a test app at a bucket.
    storage: { kind: 'local' },
    publicUrl: undefined,
    cookieSecret: TEST_COOKIE_SECRET,
    dataDir: '/nonexistent',
    webDist: '/nonexistent',
    logLevel: 'silent',
    trustProxy: false,
    rateLimits: false,
    ...overrides,
  };
}

export interface RunningApp {
  app: App;
  url: string;
  http: ReturnType<typeof httpClient>;
  /** A WebSocket client; each call opens a new connection, closed by `close()`. */
  ws(): ReturnType<typeof wsClient>;
  close(): Promise<void>;
}

export function httpClient(url: string) {
  return createTRPCClient<AppRouter>({
    links: [httpBatchLink({ url: `${url}/trpc`, maxItems: MAX_TRPC_BATCH_SIZE })],
  });
}

export function wsClient(url: string) {
  const socket = createWSClient({
    url: `${url.replace(/^http/, 'ws')}/trpc`,
    WebSocket: WebSocket as never,
  });
  const client = createTRPCClient<AppRouter>({ links: [wsLink({ client: socket })] });
  return { client, socket };
}

/** Builds the real app on `database` and listens on a free loopback port. */
export async function startApp(
  database: DbHandle,
  overrides: Partial<AppConfig> = {},
): Promise<RunningApp> {
  const app = await buildApp({
    config: testConfig(overrides),
    database,
    logger: process.env.TEST_LOG ? { level: 'error' } : false,
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  const sockets: ReturnType<typeof wsClient>['socket'][] = [];
  return {
    app,
    url,
    http: httpClient(url),
    ws() {
      const created = wsClient(url);
      sockets.push(created.socket);
      return created;
    },
    async close() {
      await Promise.all(sockets.map((s) => s.close()));
      await app.close();
    },
  };
}

/**
 * A POST of `payload` as JSON (sent as given: a test may break it on purpose) to `app`, in process
 * (Fastify's inject), with `headers` besides the content type.
 */
export function postJson(app: App, url: string, payload: string, headers = {}) {
  return app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload,
  });
}

/** A fresh database (PGlite in memory, or a new PostgreSQL database when DATABASE_URL is set) and the app on it. */
export async function startTestApp(overrides: Partial<AppConfig> = {}) {
  const database: TestDatabase = await createTestDatabase();
  const running = await startApp(database.handle, overrides);
  return {
    ...running,
    database,
    async close() {
      await running.close();
      await database.destroy();
    },
  };
}

/**
 * A fresh database and the app on it (startTestApp, with `overrides`), keeping its files (uploads)
 * in a new temporary folder, `dataDir`, removed on close.
 */
export async function startTestAppWithDataDir(overrides: Partial<AppConfig> = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), 'partyreel-data-'));
  const running = await startTestApp({ dataDir, ...overrides });
  return {
    ...running,
    dataDir,
    async close() {
      await running.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A fresh database and the app on it (startTestApp), also keeping every live notice the database
 * sends (`notices`, the topics in the order they came), for tests of what a change announces.
 */
export async function startTestAppHearingNotices() {
  const running = await startTestApp();
  const notices: string[] = [];
  const unlisten = await running.database.handle.listen(LIVE_CHANNEL, (n) => notices.push(n));
  return {
    ...running,
    notices,
    async close() {
      await unlisten();
      await running.close();
    },
  };
}

/** Collects what a subscription yields, for assertions with `expect.poll`. */
export function collect<T>(
  subscribe: (handlers: { onData: (value: T) => void; onError: (e: unknown) => void }) => {
    unsubscribe(): void;
  },
) {
  const values: T[] = [];
  const errors: unknown[] = [];
  const subscription = subscribe({ onData: (v) => values.push(v), onError: (e) => errors.push(e) });
  return { values, errors, stop: () => subscription.unsubscribe() };
}

/** A browser-like client: keeps the session cookie the server sets and sends it back. */
export function browserClient(url: string) {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const fetchWithCookies: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    if (jar.size > 0) headers.set('cookie', cookieHeader());
    const res = await fetch(input, { ...init, headers });
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      const expired = attributes.some((a) => /max-age=0/i.test(a.trim())) || value === '';
      if (expired) jar.delete(name.trim());
      else jar.set(name.trim(), value.trim());
    }
    return res;
  };
  const client = createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({ url: `${url}/trpc`, fetch: fetchWithCookies, maxItems: MAX_TRPC_BATCH_SIZE }),
    ],
  });
  return {
    client,
    jar,
    cookieHeader,
    /** A WebSocket client that sends this browser's cookies on the upgrade. */
    ws() {
      const headers = { cookie: cookieHeader() };
      class CookieWebSocket extends WebSocket {
        constructor(address: string | URL, protocols?: string | string[]) {
          super(address, protocols, { headers });
        }
      }
      return wsClientWith(url, CookieWebSocket);
    },
  };
}

function wsClientWith(url: string, Socket: unknown) {
  const socket = createWSClient({
    url: `${url.replace(/^http/, 'ws')}/trpc`,
    WebSocket: Socket as never,
  });
  const client = createTRPCClient<AppRouter>({ links: [wsLink({ client: socket })] });
  return { client, socket };
}

/** The messages the outbox holds for `to`, newest first (what /api/dev/mail answers). */
export async function mailTo(url: string, to: string) {
  const res = await fetch(`${url}/api/dev/mail?to=${encodeURIComponent(to)}`);
  const body = (await res.json()) as {
    messages: { subject: string; text: string; html: string; kind: string }[];
  };
  return body.messages;
}

/** The first link in a message's text whose path is `path`. */
export function linkIn(text: string, path: string): string {
  const match = new RegExp(`https?://[^\\s)]+${path}\\?token=[a-z2-7]+`).exec(text);
  if (!match) throw new Error(`no ${path} link in:\n${text}`);
  return match[0];
}
