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
    env: { ...env, BENCH_EVENTS: String(events), BENCH_GUESTS: String(guests) },
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

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no result within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
