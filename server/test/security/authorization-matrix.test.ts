import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { startApp, startTestApp } from '../app.ts';
import { startedForFile } from '../per-file.ts';
import { appProcedures } from './app-procedures.ts';
import { all, PROCEDURES, ROUTES, type RouteRow } from './matrix-rows.ts';
import { CLOSED, matrixWorld, type Outcome, ROLES, type Role } from './matrix-world.ts';

/**
 * The authorisation matrix (hardening after an outside security review): every procedure of the app
 * router, called as each kind of caller over HTTP and over WebSocket, against the answer each cell
 * must give; and every HTTP route of the running app against its row. A procedure or route added
 * without a row fails here, so the matrix grows with the API. Every call aims at host A's things:
 * another caller must get nothing of them (NOT_FOUND where the thing is someone's, UNAUTHORIZED
 * where a sign-in is needed at all).
 */

// Texting into the outbox, as in development: its inbox routes are rows too.
const running = startedForFile(() => startTestApp({ sms: { devTexts: true } }));
const db = () => running.database.handle.db;

const procedures = appProcedures;

type Caller = Record<string, Record<string, Record<string, (...args: unknown[]) => unknown>>>;

function codeOf(error: unknown): string {
  if (!(error instanceof TRPCClientError)) return String(error);
  const code = (error.data as { code?: string } | undefined)?.code;
  // No answer at all: the WebSocket closed under the call.
  return code ?? CLOSED;
}

/** Calls `path` as a query or mutation through `client`: 'ok' or the error code. */
async function call(client: unknown, path: string, input: unknown): Promise<Outcome> {
  const [group = '', name = ''] = path.split('.');
  const type = procedures[path]?._def.type;
  const procedure = (client as Caller)[group]?.[name];
  const method = type === 'query' ? 'query' : 'mutate';
  try {
    await procedure?.[method]?.(input);
    return 'ok';
  } catch (error) {
    return codeOf(error);
  }
}

/** Subscribes over `client` until the first value ('ok') or an error (its code). */
function subscribe(client: unknown, path: string, input: unknown): Promise<Outcome> {
  const [group = '', name = ''] = path.split('.');
  const procedure = (client as Caller)[group]?.[name];
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      subscription?.unsubscribe();
      resolve('no answer');
    }, 5000);
    const done = (outcome: Outcome) => {
      clearTimeout(timer);
      subscription?.unsubscribe();
      resolve(outcome);
    };
    const subscription = procedure?.subscribe?.(input, {
      onData: () => done('ok'),
      onError: (error: unknown) => done(codeOf(error)),
    }) as { unsubscribe(): void } | undefined;
  });
}

/** What each caller gets for `path` over one transport, each in a fresh world. */
async function observe(path: string, transport: 'http' | 'ws'): Promise<Record<Role, Outcome>> {
  const row = PROCEDURES[path];
  if (!row) throw new Error(`no row for ${path}`);
  const w = await matrixWorld(running.url, db());
  const seen = {} as Record<Role, Outcome>;
  for (const role of ROLES) {
    const browser = w.browsers[role];
    const input = row.input(w, role);
    if (transport === 'http') {
      seen[role] = await call(browser.client, path, input);
    } else {
      const ws = browser.ws();
      try {
        seen[role] =
          procedures[path]?._def.type === 'subscription'
            ? await subscribe(ws.client, path, input)
            : await call(ws.client, path, input);
      } finally {
        ws.socket.close();
      }
    }
  }
  if (process.env.MATRIX_PRINT) console.log(`MATRIX ${path} ${transport} ${JSON.stringify(seen)}`);
  return seen;
}

function expected(path: string): Record<Role, Outcome> | undefined {
  return PROCEDURES[path]?.expect;
}

/** Every `METHOD /path` the running app answers, from Fastify's route tree (HEAD goes with GET). */
function httpRoutes(): string[] {
  const tree = running.app.printRoutes({ commonPrefix: false });
  const parents: string[] = [];
  const found: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+) \(([^)]+)\)$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = (parents[depth - 1] ?? '') + (match[2] ?? '');
    parents[depth] = path;
    for (const method of (match[3] ?? '').split(', '))
      if (method !== 'HEAD') found.push(`${method} ${path}`);
  }
  return found.sort();
}

async function observeRoute(key: string, row: RouteRow): Promise<Record<Role, number>> {
  const w = await matrixWorld(running.url, db());
  const method = key.split(' ')[0] ?? 'GET';
  const seen = {} as Record<Role, number>;
  for (const role of ROLES) {
    const res = await fetch(`${running.url}${row.url(w)}`, {
      method,
      redirect: 'manual',
      headers: {
        cookie: w.browsers[role].cookieHeader(),
        origin: running.url,
        ...(row.body !== undefined ? { 'content-type': row.type ?? 'application/json' } : {}),
      },
      ...(row.body !== undefined ? { body: row.body } : {}),
    });
    await res.arrayBuffer();
    seen[role] = res.status;
  }
  if (process.env.MATRIX_PRINT) console.log(`MATRIX ${key} ${JSON.stringify(seen)}`);
  return seen;
}

/** Routes that exist only outside production (the stand-ins, the dev mailbox and checkout). */
const DEV_ONLY = [
  '/api/dev/mail?to=nobody@example.com',
  '/dev/mail',
  '/api/dev/sms',
  '/dev/sms',
  '/dev/google/authorize',
  '/dev/checkout/no-such-session',
];

describe('the authorisation matrix of HTTP routes', () => {
  it('has no development door in production', async () => {
    // Even asked for the outbox texter, production opens no SMS inbox.
    const production = await startApp(running.database.handle, {
      production: true,
      sms: { devTexts: true },
    });
    try {
      for (const path of DEV_ONLY) {
        const res = await fetch(`${production.url}${path}`);
        await res.arrayBuffer();
        expect([path, res.status]).toEqual([path, 404]);
      }
    } finally {
      await production.close();
    }
  });

  it('has a row for every route the app answers, and none for a route that is gone', () => {
    expect(Object.keys(ROUTES).sort()).toEqual(httpRoutes());
  });

  for (const [key, row] of Object.entries(ROUTES)) {
    if (row === 'procedures') continue;
    it(key, async () => {
      expect(await observeRoute(key, row)).toEqual(row.expect);
    });
  }
});

describe('the authorisation matrix', () => {
  it('has a row for every procedure of the app router, and none for a procedure that is gone', () => {
    expect(Object.keys(PROCEDURES).sort()).toEqual(Object.keys(procedures).sort());
  });

  const paths = Object.keys(procedures).sort();
  for (const path of paths) {
    const type = procedures[path]?._def.type;
    it(`${path} over WebSocket`, async () => {
      // The WebSocket carries live updates only: queries and mutations go over HTTP.
      expect(await observe(path, 'ws')).toEqual(
        type === 'subscription' ? expected(path) : all('METHOD_NOT_SUPPORTED'),
      );
    });
    it(`${path} over HTTP`, async () => {
      // Subscriptions are served over WebSocket only (a stream over HTTP would outlive sign-out).
      expect(await observe(path, 'http')).toEqual(
        type === 'subscription' ? all('METHOD_NOT_SUPPORTED') : expected(path),
      );
    });
  }
});
