import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { AppRouter } from '@partyreel/server/router';
import { createTRPCClient, createWSClient, httpLink, wsLink } from '@trpc/client';
import WebSocket from 'ws';
import { serverDir } from '../paths.ts';
import { startScriptProcess } from '../script-process.ts';

/** The number of guest `guest` of event `event` in the texting bench: (415) 555-0000 onwards. */
export const benchPhone = (event: number, guest: number) =>
  `+1415555${String(event * 1000 + guest).padStart(4, '0')}`;

export interface SendServer {
  url: string;
  /** Each event's host's session token, in the order of `eventIds`. */
  tokens: string[];
  eventIds: string[];
  stop(): Promise<void>;
}

/** Starts send-server.ts in its own process and waits for its address, host and events. */
export function startSendServer(
  env: Record<string, string | undefined>,
  events: number,
  guests: number,
  timeoutMs = 180_000,
): Promise<SendServer> {
  return startScriptProcess({
    entry: fileURLToPath(new URL('./send-server.ts', import.meta.url)),
    // The server's directory, so tsx compiles the e-mail templates (.tsx) with the server's settings.
    cwd: serverDir,
    // A development server (its stand-ins, no rate limits) unless `env` says otherwise.
    env: {
      NODE_ENV: 'development',
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
      ...env,
      BENCH_EVENTS: String(events),
      BENCH_GUESTS: String(guests),
    },
    name: 'send server',
    timeoutMs,
    ready: (message) => {
      const m = message as {
        type?: string;
        address?: string;
        tokens?: string[];
        eventIds?: string[];
      };
      return m.type === 'listening' && m.address && m.tokens
        ? { url: m.address, tokens: m.tokens, eventIds: m.eventIds ?? [] }
        : undefined;
    },
  }).then(({ ready, stop }) => ({ ...ready, stop }));
}

export interface SendRun {
  /** guests.send called → answered (ms). */
  answerMs: number;
  /** guests.send called → the host's events.live shows every e-mail sent (ms). */
  handedMs: number;
  /** guests.send called → the Resend stand-in has accepted every e-mail (ms), if it is used. */
  acceptedMs: number | null;
}

/**
 * One send of `guests` e-mails: the host watches the event's live counts over a WebSocket, calls
 * guests.send over HTTP, and notes when it answered and when the counts show every e-mail sent.
 * `acceptedAt`, when given, tells when the stand-in had accepted them all.
 */
export async function measureSend(
  server: SendServer,
  eventId: string,
  guests: number,
  acceptedAt?: (startedAt: number) => Promise<number>,
): Promise<SendRun> {
  const cookie = `partyreel_session=${server.tokens[server.eventIds.indexOf(eventId)]}`;
  class CookieWebSocket extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, { headers: { cookie } });
    }
  }
  const socket = createWSClient({
    url: `${server.url.replace(/^http/, 'ws')}/trpc`,
    WebSocket: CookieWebSocket as never,
    keepAlive: { enabled: false },
  });
  const live = createTRPCClient<AppRouter>({ links: [wsLink({ client: socket })] });
  const http = createTRPCClient<AppRouter>({
    links: [httpLink({ url: `${server.url}/trpc`, headers: { cookie } })],
  });

  let subscribed: () => void = () => {};
  const ready = new Promise<void>((resolve) => (subscribed = resolve));
  let allSent: (at: number) => void = () => {};
  const handed = new Promise<number>((resolve) => (allSent = resolve));
  const subscription = live.events.live.subscribe(
    { eventId },
    {
      onData: ({ data }) => {
        subscribed();
        if ((data.emails?.sent ?? 0) >= guests) allSent(performance.now());
      },
      onError: (error) => {
        throw error;
      },
    },
  );
  await ready;

  const started = performance.now();
  const accepted = acceptedAt?.(started);
  await http.guests.send.mutate({ eventId, type: 'all' });
  const answerMs = performance.now() - started;
  const handedMs = (await withTimeout(handed, 120_000)) - started;
  const acceptedMs = accepted ? (await withTimeout(accepted, 120_000)) - started : null;

  subscription.unsubscribe();
  await socket.close();
  return { answerMs, handedMs, acceptedMs };
}

/** Every event's send timed, the first one (the warm-up) left out. */
export interface SendRuns {
  answers: number[];
  handed: number[];
  accepted: number[];
  /** The 1-minute load average after each send. */
  loads: number[];
}

/**
 * One send per event of `server`, one after another; `acceptedAt(i)` tells, for event i, when the
 * stand-in had accepted every message (none: no stand-in).
 */
export async function measureSends(
  server: SendServer,
  guests: number,
  acceptedAt?: (event: number) => (startedAt: number) => Promise<number>,
): Promise<SendRuns> {
  const runs: SendRuns = { answers: [], handed: [], accepted: [], loads: [] };
  for (const [i, eventId] of server.eventIds.entries()) {
    const run = await measureSend(server, eventId, guests, acceptedAt?.(i));
    runs.loads.push(loadavg()[0] ?? 0);
    if (i === 0) continue; // the warm-up
    runs.answers.push(run.answerMs);
    runs.handed.push(run.handedMs);
    if (run.acceptedMs !== null) runs.accepted.push(run.acceptedMs);
  }
  return runs;
}

/** When the last of `guests` messages `mine()` finds arrived at a stand-in (epoch ms → timeOrigin). */
export async function lastAccepted(mine: () => { at: number }[], guests: number): Promise<number> {
  while (mine().length < guests) await new Promise((r) => setTimeout(r, 10));
  return Math.max(...mine().map((m) => m.at)) - performance.timeOrigin;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no result within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
