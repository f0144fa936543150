import WebSocket from 'ws';
import { deathOf, STOP_GRACE_MS, startChaosServer } from './chaos-server.ts';
import { answersHealth, probeInChild } from './health-probe.ts';
import type { AttackRow } from './report.ts';

const MAX_PAIRS = Number(process.env.CHAOS_CHURN_PAIRS ?? 20_000);
const CHURN_MS = 10_000;
/** Subscriptions started and stopped at a page's pace before the attack. */
const WARM_UP_PAIRS = 20;
/** Past this much unsent data, wait for the socket to drain: as fast as it can, not faster. */
const HIGH_WATER_BYTES = 1024 * 1024;
/** After the churn, how long to wait at most for the server's last answers. */
const QUIET_WAIT_MS = 20_000;

interface Message {
  id?: number;
  result?: { type?: string };
  error?: { data?: { code?: string } };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function openSocket(wsUrl: string, origin: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(wsUrl, { headers: { origin }, perMessageDeflate: false });
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
    socket.once('unexpected-response', (_req, res) =>
      reject(new Error(`the upgrade was answered ${res.statusCode}`)),
    );
  });
}

/** A new socket subscribes to waitlist.live: whether its first count arrives within 5 s. */
async function freshSubscriberServed(wsUrl: string, origin: string): Promise<boolean> {
  try {
    const socket = await openSocket(wsUrl, origin);
    const got = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), 5000);
      socket.on('message', (raw) => {
        const message = JSON.parse(String(raw)) as Message;
        if (message.id === 1 && message.result?.type === 'data') {
          clearTimeout(timer);
          resolve(true);
        }
      });
    });
    socket.send(
      JSON.stringify({ id: 1, method: 'subscription', params: { path: 'waitlist.live' } }),
    );
    const served = await got;
    socket.terminate();
    return served;
  } catch {
    return false;
  }
}

/** Starts and stops WARM_UP_PAIRS subscriptions on a socket of its own, then closes it. */
async function warmUp(wsUrl: string, origin: string) {
  const socket = await openSocket(wsUrl, origin);
  for (let id = 1; id <= WARM_UP_PAIRS; id++) {
    socket.send(JSON.stringify({ id, method: 'subscription', params: { path: 'waitlist.live' } }));
    socket.send(JSON.stringify({ id, method: 'subscription.stop' }));
    await sleep(20);
  }
  await sleep(500);
  socket.terminate();
}

/**
 * Attack 3: one WebSocket starts and stops a public subscription (waitlist.live) as fast as it can,
 * for 10 s or MAX_PAIRS pairs, in tRPC 11's wire format. Counted: what the server answered (started,
 * stopped, refused…), whether it closed the socket, its memory before and after, and whether a new
 * subscriber is still served afterwards.
 */
export async function subscriptionChurn(databaseUrl: string): Promise<AttackRow> {
  const server = await startChaosServer({ DATABASE_URL: databaseUrl, RATE_LIMITS: 'on' });
  const wsUrl = `${server.url.replace(/^http/, 'ws')}/trpc`;
  try {
    const rssBefore = server.rssMb();
    const socket = await openSocket(wsUrl, server.url);
    const answers = new Map<string, number>();
    let closedBy: string | undefined;
    let lastMessageAt = performance.now();
    socket.on('message', (raw) => {
      lastMessageAt = performance.now();
      for (const m of [JSON.parse(String(raw))].flat() as Message[]) {
        const kind = m.error ? `error ${m.error.data?.code ?? '?'}` : (m.result?.type ?? '?');
        answers.set(kind, (answers.get(kind) ?? 0) + 1);
      }
    });
    socket.once('close', (code) => {
      closedBy ??= `the server closed the socket (${code})`;
    });
    socket.on('error', () => {});

    // A running server has served live updates before: start and stop a page's worth first, so
    // what is measured is the flood, not the first use of the code it runs (V8 compiles lazily).
    await warmUp(wsUrl, server.url);
    const probe = await probeInChild(`${server.url}/healthz`);
    const start = performance.now();
    let pairs = 0;
    while (pairs < MAX_PAIRS && performance.now() - start < CHURN_MS && !closedBy) {
      const id = pairs + 1;
      socket.send(
        JSON.stringify({ id, method: 'subscription', params: { path: 'waitlist.live' } }),
      );
      socket.send(JSON.stringify({ id, method: 'subscription.stop' }));
      pairs++;
      if (socket.bufferedAmount > HIGH_WATER_BYTES || pairs % 200 === 0) await sleep(0);
    }
    const sendMs = performance.now() - start;
    // The server may still be working through what was sent: wait until it falls quiet.
    const quietBy = performance.now() + QUIET_WAIT_MS;
    while (performance.now() < quietBy && performance.now() - lastMessageAt < 1000)
      await sleep(100);
    const health = await probe.stop();
    const stillOpen = socket.readyState === WebSocket.OPEN;
    closedBy ??= 'we closed it';
    socket.terminate();
    await sleep(1000);

    const lived = server.running() && (await answersHealth(server.url));
    const served = lived && (await freshSubscriberServed(wsUrl, server.url));
    const rssAfter = lived ? server.rssMb() : Number.NaN;
    const answered = [...answers].map(([kind, n]) => `${kind}×${n}`).join(', ') || 'nothing';
    return {
      attack: '3. subscription churn (one socket)',
      lived,
      health,
      lost: null,
      doubled: null,
      notes:
        `${pairs} start/stop pairs sent in ${(sendMs / 1000).toFixed(1)} s, answered within ${((lastMessageAt - start) / 1000).toFixed(1)} s: ${answered}` +
        `; socket ${stillOpen ? 'still open after the churn' : closedBy}` +
        `; RSS ${rssBefore.toFixed(0)} → ${rssAfter.toFixed(0)} MB` +
        `; a new subscriber afterwards ${served ? 'got the count' : 'got nothing'}` +
        (lived ? '' : `; ${deathOf(server)}`),
      missed: served ? [] : ['a new subscriber was not served'],
    };
  } finally {
    await server.stop(STOP_GRACE_MS);
  }
}
