import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import { fileURLToPath } from 'node:url';
import {
  newVisitorId,
  signVisitorId,
  VISITOR_COOKIE,
} from '@partyreel/server/invite/visitor-cookie';
import type { AppRouter } from '@partyreel/server/router';
import { createTRPCClient, createWSClient, wsLink } from '@trpc/client';
import WebSocket from 'ws';
import { repoRoot } from '../paths.ts';
import { startScriptProcess } from '../script-process.ts';

type Client = ReturnType<typeof createTRPCClient<AppRouter>>;

export interface BenchHost {
  token: string;
  eventId: string;
  code: string;
}

export interface AnswersServer {
  url: string;
  hosts: BenchHost[];
  /** The server's COOKIE_SECRET, so each simulated browser can carry a valid visitor cookie. */
  cookieSecret: string;
  stop(): Promise<void>;
}

/**
 * Starts answers-server.ts in its own process and waits for its address and its hosts. It is given
 * a COOKIE_SECRET of this run, with which the bench signs a visitor cookie per simulated browser
 * (as if each had loaded the page and been issued one).
 */
export function startAnswersServer(
  env: Record<string, string | undefined>,
  hosts: number,
  timeoutMs = 120_000,
): Promise<AnswersServer> {
  const cookieSecret = randomBytes(32).toString('base64url');
  return startScriptProcess({
    entry: fileURLToPath(new URL('./answers-server.ts', import.meta.url)),
    cwd: `${repoRoot}/scripts`,
    env: { ...env, COOKIE_SECRET: cookieSecret, BENCH_HOSTS: String(hosts) },
    name: 'answers server',
    timeoutMs,
    ready: (message) => {
      const m = message as { type?: string; address?: string; hosts?: BenchHost[] };
      return m.type === 'listening' && m.address && m.hosts
        ? { url: m.address, hosts: m.hosts }
        : undefined;
    },
  }).then(({ ready, stop }) => ({ ...ready, cookieSecret, stop }));
}

/** One answer from a new browser: invite.respond's body and that browser's visitor cookie. */
interface Answer {
  body: string;
  headers: Record<string, string>;
}

/** invite.respond from a new browser, which carries its own signed visitor cookie. */
function procedureAnswer(secret: string, code: string, i: number): Answer {
  const cookie = `${VISITOR_COOKIE}=${signVisitorId(secret, newVisitorId())}`;
  const body = JSON.stringify({
    code,
    response: 'accepted',
    peopleCount: (i % 3) + 1,
    name: `Guest ${i}`,
  });
  return { body, headers: { cookie } };
}

/** The bare route's answer: the visitor id goes in the body (no tRPC, no cookie). */
function bareAnswer(code: string, i: number): Answer {
  const body = JSON.stringify({
    code,
    visitorId: newVisitorId(),
    response: 'accepted',
    peopleCount: (i % 3) + 1,
  });
  return { body, headers: {} };
}

/**
 * Keep-alive connections, at most 64 at once: when the server falls behind, answers wait in this
 * queue (and their latency shows it) instead of opening ever more connections.
 */
const agent = new Agent({ keepAlive: true, maxSockets: 64 });

function post(url: string, { body, headers }: Answer): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => {
          if (res.statusCode === 200) resolve();
          else reject(new Error(`${url} answered ${res.statusCode}: ${text}`));
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export interface LatencyRun {
  hosts: number;
  answers: number;
  /** Answer sent → its host's subscription message shows it (ms). */
  latencies: number[];
  /** Answers per second actually sent. */
  rate: number;
}

/**
 * `hosts` hosts each watch their own event through `events.live` over their own WebSocket (with
 * their session cookie). Answers go through the events' share links at `rate` a second, round
 * robin, open loop. Each answer adds one to its link's accepted count, so the k-th answer to an
 * event is shown once that host has seen accepted ≥ k; its latency is from the k-th send to the
 * first such message. (Two answers to one event in flight may commit in either order; the k-th
 * commit then stands for the k-th send, which is what the host experiences.)
 */
export async function measureAnswerLatency(
  server: AnswersServer,
  hosts: number,
  answers: number,
  rate: number,
): Promise<LatencyRun> {
  const wsUrl = `${server.url.replace(/^http/, 'ws')}/trpc`;
  const watched = server.hosts.slice(0, hosts);
  /** Per event: when each accepted count was first seen. */
  const seenAt = watched.map(() => [] as number[]);
  const baseline = watched.map(() => -1);
  let ready = 0;
  let onReady: (() => void) | undefined;

  const sockets = watched.map((host, i) => {
    const headers = { cookie: `partyreel_session=${host.token}` };
    class CookieWebSocket extends WebSocket {
      constructor(address: string | URL, protocols?: string | string[]) {
        super(address, protocols, { headers });
      }
    }
    const socket = createWSClient({
      url: wsUrl,
      WebSocket: CookieWebSocket as never,
      keepAlive: { enabled: false },
    });
    const client: Client = createTRPCClient<AppRouter>({ links: [wsLink({ client: socket })] });
    const subscription = client.events.live.subscribe(
      { eventId: host.eventId },
      {
        onData: ({ data }) => {
          const now = performance.now();
          if (baseline[i] === -1) {
            baseline[i] = data.link.accepted;
            if (++ready === watched.length) onReady?.();
            return;
          }
          const times = seenAt[i] as number[];
          const reached = data.link.accepted - (baseline[i] as number);
          while (times.length < reached) times.push(now);
        },
        onError: (error) => {
          throw error;
        },
      },
    );
    return { socket, subscription };
  });
  if (ready < watched.length) await new Promise<void>((resolve) => (onReady = resolve));

  const sentAt = watched.map(() => [] as number[]);
  const respondUrl = `${server.url}/trpc/invite.respond`;
  const inFlight: Promise<void>[] = [];
  const start = performance.now();
  for (let n = 0; n < answers; n++) {
    const due = start + (n * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const i = n % watched.length;
    const host = watched[i] as BenchHost;
    (sentAt[i] as number[]).push(performance.now());
    inFlight.push(post(respondUrl, procedureAnswer(server.cookieSecret, host.code, n)));
  }
  const sendSeconds = (performance.now() - start) / 1000;
  await Promise.all(inFlight);
  // Every answer has committed; wait for the last messages to arrive.
  const deadline = performance.now() + 10_000;
  while (
    watched.some((_, i) => (seenAt[i] as number[]).length < (sentAt[i] as number[]).length) &&
    performance.now() < deadline
  )
    await new Promise((resolve) => setTimeout(resolve, 20));

  const latencies: number[] = [];
  watched.forEach((_, i) => {
    const sends = sentAt[i] as number[];
    const seen = seenAt[i] as number[];
    sends.forEach((sent, k) => {
      const shown = seen[k];
      latencies.push(shown === undefined ? Number.POSITIVE_INFINITY : shown - sent);
    });
  });

  for (const { socket, subscription } of sockets) {
    subscription.unsubscribe();
    await socket.close();
  }
  return { hosts, answers, latencies, rate: answers / sendSeconds };
}

export interface Throughput {
  procedure: number;
  bare: number;
}

/** Closed loop: `concurrency` clients answer one after another for `ms` milliseconds. */
async function answersPerSecond(
  url: string,
  answer: (code: string, i: number) => Answer,
  codes: string[],
  concurrency: number,
  ms: number,
) {
  let done = 0;
  const end = performance.now() + ms;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      let n = worker;
      while (performance.now() < end) {
        await post(url, answer(codes[n % codes.length] as string, n));
        n += concurrency;
        done++;
      }
    }),
  );
  return done / ((performance.now() - started) / 1000);
}

/**
 * Answers per second of invite.respond (tRPC over HTTP) and of the bare route doing the same SQL,
 * alternated in `rounds` rounds so that drift (a warming JIT, a growing table) hits both alike.
 */
export async function measureThroughput(
  server: AnswersServer,
  concurrency: number,
  ms: number,
  rounds = 2,
): Promise<Throughput> {
  const codes = server.hosts.map((h) => h.code);
  const procedure: number[] = [];
  const bare: number[] = [];
  for (let r = 0; r < rounds; r++) {
    bare.push(
      await answersPerSecond(`${server.url}/bench/respond`, bareAnswer, codes, concurrency, ms),
    );
    const signed = (code: string, i: number) => procedureAnswer(server.cookieSecret, code, i);
    procedure.push(
      await answersPerSecond(`${server.url}/trpc/invite.respond`, signed, codes, concurrency, ms),
    );
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  return { procedure: mean(procedure), bare: mean(bare) };
}
