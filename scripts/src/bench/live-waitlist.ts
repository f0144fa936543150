import type { AppRouter } from '@partyreel/server/router';
import { createTRPCClient, createWSClient, httpLink, wsLink } from '@trpc/client';
import WebSocket from 'ws';

type Client = ReturnType<typeof createTRPCClient<AppRouter>>;

export interface LiveRun {
  subscribers: number;
  joins: number;
  /** Join sent → the watching client has the new count (ms). */
  toOne: number[];
  /** Join sent → every subscriber has the new count (ms). */
  toAll: number[];
}

/**
 * Opens `subscribers` WebSocket connections to `baseUrl`, each subscribed to the live waitlist
 * count, then makes `joins` joins one after another over HTTP from another client and times how
 * long each new count takes to reach the first subscriber and all of them.
 */
export async function measureLiveWaitlist(
  baseUrl: string,
  subscribers: number,
  joins: number,
): Promise<LiveRun> {
  const wsUrl = `${baseUrl.replace(/^http/, 'ws')}/trpc`;
  const writer: Client = createTRPCClient<AppRouter>({
    links: [httpLink({ url: `${baseUrl}/trpc` })],
  });

  let target = Number.POSITIVE_INFINITY;
  let reached = 0;
  let onFirst: (() => void) | undefined;
  let onAll: (() => void) | undefined;
  const lastSeen = new Array<number>(subscribers).fill(-1);
  let ready = 0;
  let onReady: (() => void) | undefined;

  const sockets = Array.from({ length: subscribers }, (_, i) => {
    const socket = createWSClient({
      url: wsUrl,
      WebSocket: WebSocket as never,
      keepAlive: { enabled: false },
    });
    const client: Client = createTRPCClient<AppRouter>({ links: [wsLink({ client: socket })] });
    const subscription = client.waitlist.live.subscribe(undefined, {
      onData: ({ data }) => {
        if (lastSeen[i] === -1 && ++ready === subscribers) onReady?.();
        const previous = lastSeen[i] as number;
        lastSeen[i] = data.count;
        if (previous < target && data.count >= target) {
          reached++;
          if (i === 0) onFirst?.();
          if (reached === subscribers) onAll?.();
        }
      },
      onError: (error) => {
        throw error;
      },
    });
    return { socket, subscription };
  });
  if (ready < subscribers) await new Promise<void>((resolve) => (onReady = resolve));

  const toOne: number[] = [];
  const toAll: number[] = [];
  let current = (await writer.waitlist.count.query()).count;
  const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  for (let n = 0; n < joins; n++) {
    reached = 0;
    target = current + 1;
    const first = new Promise<void>((resolve) => (onFirst = resolve));
    const all = new Promise<void>((resolve) => (onAll = resolve));
    const start = performance.now();
    await writer.waitlist.join.mutate({ email: `bench-${runId}-${subscribers}-${n}@example.com` });
    await first;
    toOne.push(performance.now() - start);
    await all;
    toAll.push(performance.now() - start);
    current = target;
  }

  for (const { socket, subscription } of sockets) {
    subscription.unsubscribe();
    await socket.close();
  }
  return { subscribers, joins, toOne, toAll };
}
