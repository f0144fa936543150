/**
 * Input properties (hardening after an outside security review): fast-check throws 10,000 generated
 * inputs at every procedure of the app router through the real app (HTTP for queries and mutations,
 * WebSocket for subscriptions), on a fresh database, rate limits off. Property: no answer is a 5xx,
 * and every refusal's text — the message and each field's message — is a text of our catalogue
 * (shared/messages.ts; or its text naming a guest the input sent, whose phone was refused), never
 * zod's, PostgreSQL's or an internal one.
 *
 * The split of the 10,000 (computed below, so a new procedure gets its share at once): a procedure
 * with an input schema weighs 5, a subscription with one 3 (each run opens and stops a stream), a
 * procedure without input 1. With the 37 procedures of today (26 + 3 + 8) that is 340 runs each
 * for the 26, 204 for the subscriptions, 68 for the others, and the rounding's remainder one each
 * to the first few. Inputs go as JSON (queries as GET ?input=, mutations as a POST body, with the
 * app's Origin), so NaN and ±Infinity arrive as null. Runs take about 40 s on PGlite here.
 *
 * Each procedure is called as the caller who gets past its authorisation to its input: a visitor
 * (with a share-link guest's visitor cookie) for public procedures, a registered host of their own
 * for the others and for subscriptions. The ids in the inputs are the caller's own things, another
 * host's, and well-formed ids of nothing.
 *
 * Reproduce a failure with the seed fast-check prints: INPUT_PROPERTIES_SEED=<seed>.
 * INPUT_PROPERTIES_PRINT=1 prints, for each procedure, how often each answer came.
 */
import { randomUUID } from 'node:crypto';
import { contacts, shareLinkAnswers } from '@partyreel/db/schema';
import { catalogueTexts, messages } from '@partyreel/shared/messages';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { browserClient, startTestApp } from '../app.ts';
import {
  anyTemplateId,
  insertEvent,
  insertInvitation,
  insertShareLink,
  newAccount,
} from '../factories.ts';
import { newVisitorId, visitorBrowser, visitorCookie } from '../visitors.ts';
import { appProcedures, procedureInfo } from './app-procedures.ts';
import { type IdKind, inputJsonSchema, type Pools, procedureInput } from './input-arbitraries.ts';

const TOTAL_RUNS = 10_000;
const SEED = Number(process.env.INPUT_PROPERTIES_SEED ?? 20261121);
const PRINT = Boolean(process.env.INPUT_PROPERTIES_PRINT);

let running: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  running = await startTestApp({ rateLimits: false });
});
afterAll(() => running?.close());
const db = () => running.database.handle.db;

/** Refusals by Fastify or Node before tRPC (a body or URL too large): no tRPC error, no text. */
const TRANSPORT_REFUSALS = new Set([413, 414, 431]);

/** One host's things, as a caller uses them. */
interface Things {
  cookie: string;
  email: string;
  password: string;
  ids: Record<IdKind, string[]>;
}

async function hostThings(): Promise<Things> {
  const account = newAccount('props');
  const browser = browserClient(running.url);
  const me = await browser.client.auth.register.mutate(account);
  const userId = me?.id ?? '';
  const templateId = await anyTemplateId(db());
  const paid = await insertEvent(db(), userId, { templateId, unlockedAt: new Date() });
  const locked = await insertEvent(db(), userId, { templateId });
  const link = await insertShareLink(db(), paid.id);
  await visitorBrowser(running.url).client.invite.respond.mutate({
    name: 'Lee',
    code: link.code,
    response: 'accepted',
    peopleCount: 2,
  });
  const [answer] = await db()
    .select({ id: shareLinkAnswers.id })
    .from(shareLinkAnswers)
    .where(eq(shareLinkAnswers.shareLinkId, link.id));
  const invitation = await insertInvitation(db(), paid.id, {
    email: `guest-${paid.id}@example.com`,
    status: 'sent',
  });
  const phoneOnly = await insertInvitation(db(), paid.id, { phone: '+1 555 0100' });
  const [contact] = await db()
    .insert(contacts)
    .values({ userId, name: 'Ana', email: 'ana@example.com' })
    .returning();
  return {
    cookie: browser.cookieHeader(),
    email: account.email,
    password: account.password,
    ids: {
      event: [paid.id, locked.id],
      invitation: [invitation.id, phoneOnly.id],
      code: [link.code, invitation.uniqueCode, phoneOnly.uniqueCode],
      answer: [answer?.id ?? ''],
      contact: [contact?.id ?? ''],
      template: [templateId],
    },
  };
}

/** Well-formed ids of nothing, and ids that are almost well-formed. */
const NO_SUCH_IDS = [
  randomUUID(),
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
  'aaaaaaaaaaaa',
  'no-such-template',
];

let other: Things;
beforeAll(async () => {
  other = await hostThings();
});

interface Caller {
  cookie: string;
  pools: Pools;
}

const allIds = (things: Things) => Object.values(things.ids).flat();

/** A share-link guest's browser, visiting the other host's things. */
const visitor = (): Caller => ({
  cookie: visitorCookie(newVisitorId()),
  pools: {
    own: other.ids,
    any: [...allIds(other), ...NO_SUCH_IDS],
    strings: [other.email, other.password],
  },
});

async function host(): Promise<Caller> {
  const own = await hostThings();
  return {
    // A host is a visitor too (a share link opened while signed in).
    cookie: `${own.cookie}; ${visitorCookie(newVisitorId())}`,
    pools: {
      own: own.ids,
      any: [...allIds(own), ...allIds(other), ...NO_SUCH_IDS],
      strings: [own.email, own.password, other.email],
    },
  };
}

/** What came back: an HTTP status and body, or a WebSocket message's error or data. */
interface Answer {
  status: number;
  /** The tRPC error, when there was one. */
  error?: {
    message?: unknown;
    data?: { code?: string; httpStatus?: number; fieldErrors?: unknown };
  };
  body?: string;
}

async function callHttp(path: string, input: unknown, caller: Caller): Promise<Answer> {
  const { type } = procedureInfo(path);
  const json = input === undefined ? undefined : JSON.stringify(input);
  const query = type === 'query' && json !== undefined ? `?input=${encodeURIComponent(json)}` : '';
  const res = await fetch(`${running.url}/trpc/${path}${query}`, {
    method: type === 'query' ? 'GET' : 'POST',
    headers: {
      origin: running.url,
      cookie: caller.cookie,
      ...(type === 'mutation' ? { 'content-type': 'application/json' } : {}),
    },
    ...(type === 'mutation' && json !== undefined ? { body: json } : {}),
  });
  const body = await res.text();
  let error: Answer['error'];
  try {
    error = (JSON.parse(body) as { error?: Answer['error'] }).error;
  } catch {
    error = undefined;
  }
  return { status: res.status, error, body };
}

/** WebSocket close codes that refuse a message before tRPC reads it (one over `maxPayload`). */
const TRANSPORT_CLOSES = new Set([1009]);

/**
 * A caller's WebSocket for subscriptions: each call subscribes, awaits the first answer (an error,
 * or the first value) and stops. A socket the server closes (a message too large) is opened anew.
 */
function subscriptions(caller: Caller) {
  let socket: WebSocket | undefined;
  const waiting = new Map<number, (answer: Answer) => void>();
  let next = 0;

  async function open(): Promise<WebSocket> {
    if (socket?.readyState === WebSocket.OPEN) return socket;
    const opened = new WebSocket(`${running.url.replace(/^http/, 'ws')}/trpc`, {
      headers: { cookie: caller.cookie, origin: running.url },
    });
    await new Promise<void>((resolve, reject) => {
      opened.once('open', () => resolve());
      opened.once('error', reject);
    });
    opened.on('message', (raw) => {
      const message = JSON.parse(String(raw)) as {
        id: number;
        error?: Answer['error'];
        result?: { type: string };
      };
      const resolve = waiting.get(message.id);
      if (!resolve) return;
      if (message.error)
        resolve({ status: message.error.data?.httpStatus ?? 0, error: message.error });
      else if (message.result?.type === 'data' || message.result?.type === 'stopped')
        resolve({ status: 200 });
    });
    opened.on('close', (code, reason) => {
      const answer: Answer = TRANSPORT_CLOSES.has(code)
        ? { status: 413 }
        : { status: 0, body: `socket closed ${code} ${String(reason)}` };
      for (const resolve of [...waiting.values()]) resolve(answer);
    });
    socket = opened;
    return opened;
  }

  return {
    async subscribe(path: string, input: unknown): Promise<Answer> {
      const ws = await open();
      const id = ++next;
      return new Promise<Answer>((resolve) => {
        const timer = setTimeout(() => done({ status: 0, body: 'no answer within 5 s' }), 5_000);
        const done = (answer: Answer) => {
          clearTimeout(timer);
          waiting.delete(id);
          if (ws.readyState === WebSocket.OPEN)
            ws.send(JSON.stringify({ id, method: 'subscription.stop' }));
          resolve(answer);
        };
        waiting.set(id, done);
        ws.send(JSON.stringify({ id, method: 'subscription', params: { path, input } }));
      });
    },
    close: () => socket?.close(),
  };
}

/**
 * The catalogue's texts that name a guest of the input (a list refused for one guest's phone), as
 * the server names them: trimmed, as the schema reads them.
 */
function textsNamingGuests(input: unknown): Set<string> {
  const recipients = (input as { recipients?: unknown } | null)?.recipients;
  if (!Array.isArray(recipients)) return new Set();
  const names = recipients.flatMap((r: { name?: unknown } | null) =>
    typeof r?.name === 'string' ? [r.name.trim()] : [],
  );
  return new Set(names.map(messages.recipients.guestPhoneNotPossible));
}

/** What is wrong with an answer to `input`, or undefined when it keeps the property. */
function problem(answer: Answer, input: unknown): string | undefined {
  if (answer.status === 0 || answer.status >= 500)
    return `answered ${answer.status}: ${(answer.body ?? JSON.stringify(answer.error)).slice(0, 400)}`;
  if (answer.status < 400) return undefined;
  // tRPC's error is an object; Fastify's and Node's refusals say `error: 'Payload Too Large'`.
  const error = typeof answer.error === 'object' ? answer.error : undefined;
  if (!error) {
    if (TRANSPORT_REFUSALS.has(answer.status)) return undefined;
    return `refused ${answer.status} without a tRPC error: ${answer.body?.slice(0, 400)}`;
  }
  const texts: unknown[] = [error.message];
  const fieldErrors = (error.data?.fieldErrors ?? {}) as Record<string, unknown[]>;
  for (const list of Object.values(fieldErrors)) texts.push(...list);
  const naming = textsNamingGuests(input);
  const foreign = texts.filter(
    (text) => typeof text !== 'string' || !(catalogueTexts.has(text) || naming.has(text)),
  );
  if (foreign.length > 0)
    return `refused ${error.data?.code} with texts not in the catalogue: ${JSON.stringify(foreign).slice(0, 400)}`;
  return undefined;
}

/** Each procedure's share of TOTAL_RUNS (see the top of the file). */
function runsPerProcedure(): Record<string, number> {
  const weights = Object.fromEntries(
    Object.entries(appProcedures).map(([path, { _def }]) => [
      path,
      _def.inputs.length === 0 ? 1 : _def.type === 'subscription' ? 3 : 5,
    ]),
  );
  const sum = Object.values(weights).reduce((a, b) => a + b, 0);
  const runs = Object.fromEntries(
    Object.entries(weights).map(([path, w]) => [path, Math.floor((TOTAL_RUNS * w) / sum)]),
  );
  // The rounding's remainder goes to the procedures in order, one each.
  let left = TOTAL_RUNS - Object.values(runs).reduce((a, b) => a + b, 0);
  for (const path of Object.keys(runs)) if (left-- > 0) runs[path] = (runs[path] ?? 0) + 1;
  return runs;
}

/**
 * Who gets past `path`'s authorisation to its input and the code behind it: a signed-in host for a
 * procedure that refuses a visitor; else, run by run, a visitor or a host (a public procedure's
 * owner checks come after its input's, so a visitor alone would reach no host's things).
 */
async function callersFor(path: string): Promise<Caller[]> {
  if (procedureInfo(path).type === 'subscription') return [await host()];
  const probe = await callHttp(path, {}, visitor());
  return probe.error?.data?.code === 'UNAUTHORIZED' ? [await host()] : [visitor(), await host()];
}

const RUNS = runsPerProcedure();

describe('every input schema, through the real app', () => {
  it('spends exactly 10,000 runs', () => {
    expect(Object.values(RUNS).reduce((a, b) => a + b, 0)).toBe(TOTAL_RUNS);
  });

  for (const path of Object.keys(appProcedures).sort()) {
    it(`${path}: no 5xx, every refusal a catalogue text`, { timeout: 120_000 }, async () => {
      const info = procedureInfo(path);
      const callers = await callersFor(path);
      const schema = inputJsonSchema(info.inputs);
      const socket = info.type === 'subscription' ? subscriptions(callers[0] as Caller) : undefined;
      const tally = new Map<string, number>();
      try {
        await fc.assert(
          fc.asyncProperty(
            fc.oneof(
              ...callers.map((caller) =>
                procedureInput(schema, caller.pools).map((input) => ({ caller, input })),
              ),
            ),
            async ({ caller, input }) => {
              const started = performance.now();
              const answer = socket
                ? await socket.subscribe(path, input)
                : await callHttp(path, input, caller);
              const key = `${answer.status} ${answer.error?.message ?? ''}`.slice(0, 120);
              tally.set(key, (tally.get(key) ?? 0) + 1);
              const took = performance.now() - started;
              if (PRINT && took > 500)
                console.log(
                  `SLOW ${path} ${Math.round(took)} ms`,
                  JSON.stringify(input)?.slice(0, 300),
                );
              const wrong = problem(answer, input);
              if (wrong) throw new Error(wrong);
            },
          ),
          { numRuns: RUNS[path], seed: SEED },
        );
      } finally {
        socket?.close();
        if (PRINT) console.log(path, Object.fromEntries(tally));
      }
    });
  }
});
