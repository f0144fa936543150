import { contacts, shareLinkAnswers } from '@partyreel/db/schema';
import { TRPCClientError } from '@trpc/client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserClient, startApp, startTestApp } from '../../test/app.ts';
import { insertEvent, insertInvitation, markVerified, newAccount } from '../../test/factories.ts';
import { anyTemplateId, insertShareLink, visitorBrowser } from '../invite/invite-fixtures.ts';
import { appProcedures } from './app-procedures.ts';

/**
 * The authorisation matrix (hardening after an outside security review): every procedure of the app
 * router, called as each kind of caller over HTTP and over WebSocket, against the answer each cell
 * must give; and every HTTP route of the running app against its row. A procedure or route added
 * without a row fails here, so the matrix grows with the API. Every call aims at host A's things:
 * another caller must get nothing of them (NOT_FOUND where the thing is someone's, UNAUTHORIZED
 * where a sign-in is needed at all).
 */

let running: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  running = await startTestApp();
});
afterAll(() => running.close());
const db = () => running.database.handle.db;

const ROLES = ['visitor', 'guest', 'anonymous', 'hostB', 'hostA'] as const;
/** The call's socket was closed under it (its session ended). */
const CLOSED = 'socket closed';
type Role = (typeof ROLES)[number];
type Browser = ReturnType<typeof browserClient>;
/** 'ok', or the tRPC error code the caller must get. */
type Outcome = 'ok' | string;

/** Host A's things, and a browser for each caller. */
interface World {
  browsers: Record<Role, Browser>;
  passwords: { hostA: string; hostB: string };
  eventId: string;
  invitation: { id: string; uniqueCode: string };
  contactId: string;
  templateId: string;
  /** An answer given through host A's share link. */
  linkAnswerId: string;
}

async function makeWorld(): Promise<World> {
  const a = newAccount('matrix-a');
  const b = newAccount('matrix-b');
  const hostA = browserClient(running.url);
  const hostB = browserClient(running.url);
  const meA = await hostA.client.auth.register.mutate(a);
  const meB = await hostB.client.auth.register.mutate(b);
  // Verified, so that nothing below is refused only because a host's address is not.
  await markVerified(db(), meA?.id ?? '');
  await markVerified(db(), meB?.id ?? '');
  // Paid for, so that nothing below is refused only because the event is locked.
  const event = await insertEvent(db(), meA?.id ?? '', {
    templateId: await anyTemplateId(db()),
    unlockedAt: new Date(),
  });
  const link = await insertShareLink(db(), event.id);
  await visitorBrowser(running.url).client.invite.respond.mutate({
    code: link.code,
    response: 'accepted',
    peopleCount: 2,
  });
  const [linkAnswer] = await db()
    .select({ id: shareLinkAnswers.id })
    .from(shareLinkAnswers)
    .where(eq(shareLinkAnswers.shareLinkId, link.id));
  const invitation = await insertInvitation(db(), event.id, {
    email: `guest-${event.id}@example.com`,
    status: 'sent',
  });
  const [contact] = await db()
    .insert(contacts)
    .values({ userId: meA?.id ?? '', name: 'Ana', email: 'ana@example.com' })
    .returning();
  const anonymous = browserClient(running.url);
  await anonymous.client.auth.signInAnonymously.mutate();
  return {
    browsers: {
      visitor: browserClient(running.url),
      // A guest: no session, but the personal link of host A's guest.
      guest: browserClient(running.url),
      anonymous,
      hostB,
      hostA,
    },
    passwords: { hostA: a.password, hostB: b.password },
    eventId: event.id,
    invitation: { id: invitation.id, uniqueCode: invitation.uniqueCode },
    contactId: contact?.id ?? '',
    templateId: event.templateId ?? '',
    linkAnswerId: linkAnswer?.id ?? '',
  };
}

interface Row {
  /** The input the caller sends (host A's things). */
  input: (w: World, role: Role) => unknown;
  expect: Record<Role, Outcome>;
}

const all = (outcome: Outcome): Record<Role, Outcome> => ({
  visitor: outcome,
  guest: outcome,
  anonymous: outcome,
  hostB: outcome,
  hostA: outcome,
});
/** Host A's own thing: only host A. */
const ownerOnly = (others = 'NOT_FOUND'): Record<Role, Outcome> => ({
  visitor: others,
  guest: others,
  anonymous: others,
  hostB: others,
  hostA: 'ok',
});
/** Anything a registered host does for themselves: anonymous sessions and visitors are refused. */
const registered: Record<Role, Outcome> = {
  visitor: 'UNAUTHORIZED',
  guest: 'UNAUTHORIZED',
  anonymous: 'UNAUTHORIZED',
  hostB: 'ok',
  hostA: 'ok',
};
/** Host A's event, behind a session: no session at all is UNAUTHORIZED, anyone else's NOT_FOUND. */
const sessionOwnerOnly = (owner: Outcome = 'ok'): Record<Role, Outcome> => ({
  visitor: 'UNAUTHORIZED',
  guest: 'UNAUTHORIZED',
  anonymous: 'NOT_FOUND',
  hostB: 'NOT_FOUND',
  hostA: owner,
});
const personal = (w: World) => ({ code: w.invitation.uniqueCode, invitationId: w.invitation.id });

const PROCEDURES: Record<string, Row> = {
  'auth.me': { input: () => undefined, expect: all('ok') },
  'auth.register': { input: () => newAccount('matrix-new'), expect: all('ok') },
  'auth.login': {
    input: (w) => ({ email: 'nobody@example.com', password: w.passwords.hostA }),
    expect: all('UNAUTHORIZED'),
  },
  'auth.logout': { input: () => undefined, expect: all('ok') },
  'auth.signInAnonymously': { input: () => undefined, expect: all('ok') },
  'auth.requestPasswordReset': {
    input: () => ({ email: 'nobody@example.com' }),
    expect: all('ok'),
  },
  'auth.resetPassword': {
    input: () => ({ token: 'not-a-real-token-at-all', password: 'new-password-1' }),
    expect: all('BAD_REQUEST'),
  },
  'auth.verifyEmail': {
    input: () => ({ token: 'not-a-real-token-at-all' }),
    expect: all('BAD_REQUEST'),
  },
  'auth.resendVerification': { input: () => undefined, expect: registered },
  'account.updateProfile': { input: () => ({ displayName: 'Renamed' }), expect: registered },
  'account.changePassword': {
    input: (w, role) => ({
      currentPassword: role === 'hostB' ? w.passwords.hostB : w.passwords.hostA,
      newPassword: `changed-${role}-password`,
      confirmPassword: `changed-${role}-password`,
    }),
    expect: registered,
  },
  'contacts.list': { input: () => undefined, expect: registered },
  'contacts.add': { input: () => ({ name: 'Bo', email: 'bo@example.com' }), expect: registered },
  'contacts.remove': {
    input: (w) => ({ id: w.contactId }),
    expect: { ...registered, hostB: 'NOT_FOUND', hostA: 'ok' },
  },
  'events.byId': { input: (w) => ({ eventId: w.eventId }), expect: sessionOwnerOnly() },
  'events.list': { input: () => undefined, expect: registered },
  // Anyone with a session may create (anonymous hosts too); an empty input is refused for all.
  'events.create': {
    input: () => ({}),
    expect: { ...all('BAD_REQUEST'), visitor: 'UNAUTHORIZED', guest: 'UNAUTHORIZED' },
  },
  'events.update': {
    input: (w) => ({ eventId: w.eventId, title: 'Taken over' }),
    expect: sessionOwnerOnly(),
  },
  'events.setReminders': {
    input: (w) => ({ eventId: w.eventId, reminderNoResponse: '1d', reminderAll: '' }),
    expect: sessionOwnerOnly(),
  },
  'events.live': { input: (w) => ({ eventId: w.eventId }), expect: ownerOnly() },
  'events.linkAnswers': { input: (w) => ({ eventId: w.eventId }), expect: ownerOnly() },
  'events.discardLinkAnswer': {
    input: (w) => ({ eventId: w.eventId, answerId: w.linkAnswerId }),
    expect: ownerOnly(),
  },
  // An anonymous host's dashboard lists their own events (made before signing up).
  'events.dashboard': {
    input: () => undefined,
    expect: { ...registered, anonymous: 'ok' },
  },
  'guests.send': {
    input: (w) => ({ eventId: w.eventId, type: 'resend', invitationIds: [w.invitation.id] }),
    expect: ownerOnly(),
  },
  'guests.list': { input: (w) => ({ eventId: w.eventId }), expect: ownerOnly() },
  'guests.remove': {
    input: (w) => ({ eventId: w.eventId, invitationIds: [w.invitation.id] }),
    expect: ownerOnly(),
  },
  'guests.add': {
    input: (w) => ({ eventId: w.eventId, recipients: [{ name: 'Cy', email: 'cy@example.com' }] }),
    expect: ownerOnly(),
  },
  'guests.updateContact': {
    input: (w) => ({ eventId: w.eventId, invitationId: w.invitation.id, email: 'new@example.com' }),
    expect: ownerOnly(),
  },
  'invite.load': { input: personal, expect: all('ok') },
  'invite.view': { input: personal, expect: all('ok') },
  'invite.respond': {
    input: (w) => ({ ...personal(w), response: 'accepted', peopleCount: 2 }),
    expect: all('ok'),
  },
  'payments.price': { input: () => undefined, expect: all('ok') },
  'payments.duplicates': { input: (w) => ({ eventId: w.eventId }), expect: sessionOwnerOnly() },
  // Host A's event is paid for already: the owner alone learns that.
  'payments.createCheckout': {
    input: (w) => ({ eventId: w.eventId }),
    expect: { ...ownerOnly(), hostA: 'PRECONDITION_FAILED' },
  },
  'templates.list': { input: () => undefined, expect: all('ok') },
  'templates.byId': { input: (w) => ({ id: w.templateId }), expect: all('ok') },
  'music.forTemplate': { input: (w) => ({ templateId: w.templateId }), expect: all('ok') },
  'waitlist.count': { input: () => undefined, expect: all('ok') },
  'waitlist.join': { input: () => ({ email: 'someone@example.com' }), expect: all('ok') },
  'waitlist.live': { input: () => undefined, expect: all('ok') },
};

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
  const w = await makeWorld();
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

interface RouteRow {
  /** The address to ask (host A's things where there are any). */
  url: (w: World) => string;
  body?: string;
  /** The body's type (JSON unless given). */
  type?: string;
  expect: Record<Role, number>;
}

const status = (code: number) => all(code as unknown as Outcome) as unknown as Record<Role, number>;

/**
 * Plain HTTP routes. tRPC's own route (every method of /trpc/:path) is the procedures' matrix above;
 * the dev routes exist only outside production (checked below).
 */
const ROUTES: Record<string, RouteRow | 'procedures'> = {
  'GET /trpc': { url: () => '/trpc', expect: status(404) },
  ...Object.fromEntries(
    ['GET', 'TRACE', 'DELETE', 'OPTIONS', 'PATCH', 'PUT', 'POST', 'QUERY'].map((m) => [
      `${m} /trpc/:path`,
      'procedures' as const,
    ]),
  ),
  'GET /healthz': { url: () => '/healthz', expect: status(200) },
  'GET /readyz': { url: () => '/readyz', expect: status(200) },
  'GET /media/thumbnails/:file': {
    url: (w) => `/media/thumbnails/${w.templateId}.svg`,
    expect: status(200),
  },
  'GET /media/posters/:file': {
    url: (w) => `/media/posters/${w.templateId}.png`,
    expect: status(200),
  },
  'GET /media/music/:file': { url: () => '/media/music/no-such-track.wav', expect: status(404) },
  'GET *': { url: () => '/event/anything', expect: status(404) },
  'GET /api/auth/google/start': { url: () => '/api/auth/google/start', expect: status(302) },
  'GET /api/auth/google/callback': {
    url: () => '/api/auth/google/callback?state=forged&code=forged',
    expect: status(200),
  },
  'GET /api/dev/mail': { url: () => '/api/dev/mail?to=nobody@example.com', expect: status(200) },
  'POST /api/payments/webhook': {
    url: () => '/api/payments/webhook',
    body: '{}',
    expect: status(400),
  },
  // Resend's webhook: only a valid Svix signature gets in, whoever asks (docs/decisions/033).
  'POST /api/mail/webhook': {
    url: () => '/api/mail/webhook',
    body: '{}',
    expect: status(400),
  },
  // The unsubscribe link: its signed token is the only credential, whoever asks
  // (docs/decisions/032); a forged one finds nothing.
  'GET /unsubscribe/:token': { url: () => '/unsubscribe/forged-token', expect: status(404) },
  'POST /unsubscribe/:token': {
    url: () => '/unsubscribe/forged-token',
    type: 'application/x-www-form-urlencoded',
    body: 'List-Unsubscribe=One-Click',
    expect: status(404),
  },
  // A file that is not an image: who may upload at all decides before what was sent.
  'POST /api/uploads': {
    url: () => '/api/uploads?kind=image',
    type: 'multipart/form-data; boundary=x',
    body: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nnot a picture\r\n--x--\r\n',
    expect: { visitor: 401, guest: 401, anonymous: 422, hostB: 422, hostA: 422 },
  },
  'GET /dev/google/authorize': { url: () => '/dev/google/authorize', expect: status(400) },
  'POST /dev/google/authorize': {
    url: () => '/dev/google/authorize',
    body: '',
    expect: status(400),
  },
  'GET /dev/mail': { url: () => '/dev/mail', expect: status(200) },
  'GET /dev/mail/:id': { url: () => '/dev/mail/no-such-message', expect: status(404) },
  'GET /dev/checkout/:sessionId': {
    url: () => '/dev/checkout/no-such-session',
    expect: status(404),
  },
  'POST /dev/checkout/:sessionId/pay': {
    url: () => '/dev/checkout/no-such-session/pay',
    type: 'application/x-www-form-urlencoded',
    body: 'promo=',
    expect: status(404),
  },
};

async function observeRoute(key: string, row: RouteRow): Promise<Record<Role, number>> {
  const w = await makeWorld();
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
  '/dev/google/authorize',
  '/dev/checkout/no-such-session',
];

describe('the authorisation matrix of HTTP routes', () => {
  it('has no development door in production', async () => {
    const production = await startApp(running.database.handle, { production: true });
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
