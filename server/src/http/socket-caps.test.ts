import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import WebSocket from 'ws';
import { postJson, startTestApp } from '../../test/app.ts';
import {
  MAX_BATCH_SIZE,
  MAX_REFUSED_STARTS,
  MAX_SOCKETS_PER_ADDRESS,
  MAX_SUBSCRIPTIONS_PER_SOCKET,
  SOCKET_MESSAGE_BURST,
  SUBSCRIPTION_START_BURST,
  SUBSCRIPTION_STARTS_PER_SECOND,
  TOO_MANY_SOCKETS,
  TOO_MANY_STARTS,
  TOO_MANY_SUBSCRIPTIONS,
} from './socket-caps.ts';

it('each refusal names the cap that refused it', () => {
  expect(TOO_MANY_SUBSCRIPTIONS).toContain(`At most ${MAX_SUBSCRIPTIONS_PER_SOCKET} `);
  expect(TOO_MANY_SOCKETS).toContain(`At most ${MAX_SOCKETS_PER_ADDRESS} `);
  expect(TOO_MANY_STARTS).toContain(`At most ${SUBSCRIPTION_STARTS_PER_SECOND} `);
});

// Two apps: the cap on sockets per address is one of the rate limits, so it gets an app with them
// on, where no other test's sockets (closed, but perhaps not yet seen closed) count.
let running: Awaited<ReturnType<typeof startTestApp>>;
let limited: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  [running, limited] = await Promise.all([startTestApp(), startTestApp({ rateLimits: true })]);
});
const sockets: WebSocket[] = [];
afterAll(async () => {
  for (const socket of sockets) socket.terminate();
  await Promise.all([running.close(), limited.close()]);
});

function open(app = running) {
  const socket = new WebSocket(`${app.url.replace(/^http/, 'ws')}/trpc`, {
    headers: { origin: app.url },
  });
  sockets.push(socket);
  return new Promise<WebSocket>((resolve, reject) => {
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (req, res) => {
      req.destroy();
      reject(new Error(`HTTP ${res.statusCode}`));
    });
    socket.once('error', reject);
  });
}

function closed(socket: WebSocket) {
  if (socket.readyState === WebSocket.CLOSED) return Promise.resolve();
  return new Promise<void>((resolve) => socket.once('close', () => resolve()));
}

interface Answer {
  id: number;
  result?: { type: string; data?: unknown };
  error?: { message: string; data?: { code: string } };
}

/** Every answer the socket gets, and a way to wait for the first one to a given id. */
function answers(socket: WebSocket) {
  const seen: Answer[] = [];
  const waiting = new Map<number, (answer: Answer) => void>();
  socket.on('message', (raw) => {
    const answer = JSON.parse(String(raw)) as Answer;
    seen.push(answer);
    waiting.get(answer.id)?.(answer);
    waiting.delete(answer.id);
  });
  return {
    seen,
    first(id: number) {
      const found = seen.find((a) => a.id === id);
      if (found) return Promise.resolve(found);
      return new Promise<Answer>((resolve) => waiting.set(id, resolve));
    },
  };
}

const subscribe = (socket: WebSocket, id: number) =>
  socket.send(JSON.stringify({ id, method: 'subscription', params: { path: 'waitlist.live' } }));

describe('subscriptions on one socket', () => {
  it(`allows ${MAX_SUBSCRIPTIONS_PER_SOCKET} at once, refuses the next, and frees a slot when one stops`, async () => {
    const socket = await open();
    onTestFinished(() => socket.terminate());
    const inbox = answers(socket);
    for (let id = 1; id <= MAX_SUBSCRIPTIONS_PER_SOCKET; id++) subscribe(socket, id);
    for (let id = 1; id <= MAX_SUBSCRIPTIONS_PER_SOCKET; id++)
      expect((await inbox.first(id)).result?.type, `subscription ${id}`).toBe('started');

    const refused = MAX_SUBSCRIPTIONS_PER_SOCKET + 1;
    subscribe(socket, refused);
    const answer = await inbox.first(refused);
    expect(answer.error?.data?.code).toBe('TOO_MANY_REQUESTS');
    expect(answer.error?.message).toBe(TOO_MANY_SUBSCRIPTIONS);
    expect(socket.readyState).toBe(WebSocket.OPEN);

    // The others keep working: a new count reaches them.
    const before = inbox.seen.length;
    await running.http.waitlist.join.mutate({ email: `caps-${Date.now()}@example.com` });
    await expect
      .poll(() =>
        inbox.seen
          .slice(before)
          .some((a) => a.id === MAX_SUBSCRIPTIONS_PER_SOCKET && a.result?.type === 'data'),
      )
      .toBe(true);

    // A stopped subscription gives its slot back.
    socket.send(JSON.stringify({ id: 1, method: 'subscription.stop' }));
    await expect
      .poll(() => inbox.seen.some((a) => a.id === 1 && a.result?.type === 'stopped'))
      .toBe(true);
    subscribe(socket, 901);
    expect((await inbox.first(901)).result?.type).toBe('started');
  });
});

describe('subscription starts on one socket', () => {
  it('refuses starts past the rate with a clear error, then closes a socket that keeps on; /healthz answers', async () => {
    // On the app with rate limits on: the start rate is one of them.
    const socket = await open(limited);
    onTestFinished(() => socket.terminate());
    const inbox = answers(socket);
    const closing = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    // Start and stop, over and over, as fast as the socket takes them (docs/decisions/038); the
    // last starts are not stopped, so their refusals are answered.
    // Past the burst and the refusals allowed in a row, within the socket's message burst.
    const pairs = SUBSCRIPTION_START_BURST + MAX_REFUSED_STARTS + 10;
    expect(pairs + SUBSCRIPTION_START_BURST).toBeLessThan(SOCKET_MESSAGE_BURST);
    for (let id = 1; id <= pairs && socket.readyState === WebSocket.OPEN; id++) {
      subscribe(socket, id);
      if (id <= SUBSCRIPTION_START_BURST)
        socket.send(JSON.stringify({ id, method: 'subscription.stop' }));
    }
    expect(await closing).toBe(1008);
    const refused = inbox.seen.filter((a) => a.error?.message === TOO_MANY_STARTS);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]?.error?.data?.code).toBe('TOO_MANY_REQUESTS');
    expect((await fetch(`${limited.url}/healthz`)).status).toBe(200);
  });
});

describe('messages on one socket', () => {
  it('cuts a socket that floods messages, and never answers what it sent past the burst', async () => {
    const socket = await open(limited);
    onTestFinished(() => socket.terminate());
    const inbox = answers(socket);
    const closing = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    // Messages tRPC cannot parse: each would be answered with a parse error.
    const sent = SOCKET_MESSAGE_BURST * 4;
    for (let i = 0; i < sent && socket.readyState === WebSocket.OPEN; i++) socket.send('{');
    // Terminated, not closed with a reason: 1006, abnormal closure.
    expect(await closing).toBe(1006);
    expect(inbox.seen.length).toBeGreaterThan(0);
    expect(inbox.seen.length).toBeLessThanOrEqual(SOCKET_MESSAGE_BURST + 10);
    expect((await fetch(`${limited.url}/healthz`)).status).toBe(200);
  });
});

describe('sockets from one address', () => {
  it(`allows ${MAX_SOCKETS_PER_ADDRESS} open at once, refuses the next with 429, and counts a closed one out`, async () => {
    const held: WebSocket[] = [];
    onTestFinished(() => {
      for (const socket of held) socket.terminate();
    });
    for (let i = 0; i < MAX_SOCKETS_PER_ADDRESS; i++) held.push(await open(limited));
    await expect(open(limited)).rejects.toThrow(/HTTP 429/);
    const first = held.shift();
    first?.close();
    if (first) await closed(first);
    // The server has seen the close once a new upgrade is let through.
    await expect
      .poll(() =>
        open(limited).then(
          () => true,
          () => false,
        ),
      )
      .toBe(true);
    for (const socket of held) socket.terminate();
  });
});

describe('batched HTTP calls', () => {
  const batch = (size: number) => {
    const paths = Array.from({ length: size }, () => 'waitlist.count').join(',');
    const input = Object.fromEntries(Array.from({ length: size }, (_, i) => [i, {}]));
    return `/trpc/${paths}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`;
  };

  it(`answers a batch of ${MAX_BATCH_SIZE}`, async () => {
    const res = await running.app.inject({ method: 'GET', url: batch(MAX_BATCH_SIZE) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(MAX_BATCH_SIZE);
  });

  it(`refuses a batch of ${MAX_BATCH_SIZE + 1} with 400, running none of its calls`, async () => {
    const count = async () =>
      (await running.app.inject({ method: 'GET', url: '/trpc/waitlist.count' })).json().result.data
        .count as number;
    const before = await count();
    const email = `batch-${Date.now()}@example.com`;
    const size = MAX_BATCH_SIZE + 1;
    const paths = Array.from({ length: size }, () => 'waitlist.join').join(',');
    const input = Object.fromEntries(Array.from({ length: size }, (_, i) => [i, { email }]));
    const res = await postJson(running.app, `/trpc/${paths}?batch=1`, JSON.stringify(input));
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toMatch(/Batch call exceeds maximum size/);
    expect(await count()).toBe(before);

    const get = await running.app.inject({ method: 'GET', url: batch(size) });
    expect(get.statusCode).toBe(400);
  });
});
