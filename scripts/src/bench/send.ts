import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { AppRouter } from '@partyreel/server/router';
import { createTRPCClient, createWSClient, httpLink, wsLink } from '@trpc/client';
import WebSocket from 'ws';
import { serverDir } from '../paths.ts';

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
  const entry = fileURLToPath(new URL('./send-server.ts', import.meta.url));
  const merged = {
    ...process.env,
    ...env,
    BENCH_EVENTS: String(events),
    BENCH_GUESTS: String(guests),
  };
  // The server's directory, so tsx compiles the e-mail templates (.tsx) with the server's settings.
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: serverDir,
    env: Object.fromEntries(Object.entries(merged).filter(([, v]) => v !== undefined)),
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`The send server did not start within ${timeoutMs} ms`));
    }, timeoutMs);
    child.on(
      'message',
      (message: { type?: string; address?: string; tokens?: string[]; eventIds?: string[] }) => {
        if (message.type !== 'listening' || !message.address || !message.tokens) return;
        clearTimeout(timer);
        child.removeAllListeners('exit');
        resolve({
          url: message.address,
          tokens: message.tokens,
          eventIds: message.eventIds ?? [],
          stop,
        });
      },
    );
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The send server exited with code ${code} before listening`));
    });
  });
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
