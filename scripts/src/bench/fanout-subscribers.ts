import { request } from 'node:http';
import WebSocket from 'ws';
import {
  type ChangeCommand,
  type Command,
  loopbackAddress,
  type OpenCommand,
  type Report,
} from './fanout-protocol.ts';
import { percentile } from './stats.ts';

/**
 * BENCH=fanout's subscriber process (fanout.ts starts it): it holds the live subscriptions, apart
 * from the server, and makes the changes it times, so the send and every arrival are read from one
 * clock. It speaks tRPC 11's WebSocket protocol as wsLink does (one `subscription` message per
 * subscription, `subscription.stop` never needed: the sockets close at the end), but with `ws`
 * alone, so that what it costs to receive 10,000 messages is as little as a client can make it:
 * each arrival is stamped first, then checked.
 */

const now = () => performance.now();

let sockets: WebSocket[] = [];
/** Per subscription: the last count it saw. */
let counts = new Float64Array(0);
/** Per subscription: when it saw the count being waited for (ms, performance.now()). */
let arrivals = new Float64Array(0);
let target = Number.POSITIVE_INFINITY;
let reached = 0;
let onAllReached: (() => void) | undefined;
let firstSeen = 0;
let onAllFirst: (() => void) | undefined;

function onMessage(
  socketIndex: number,
  perSocket: number,
  data: WebSocket.RawData,
  socket: WebSocket,
) {
  const at = now();
  const text = data.toString();
  if (text === 'PING') return socket.send('PONG');
  const message = JSON.parse(text) as {
    id: number | null;
    result?: { type: string; data?: { id: string; data: { count: number } } };
    error?: unknown;
  };
  if (message.error) throw new Error(`subscription failed: ${text}`);
  if (message.result?.type !== 'data' || typeof message.id !== 'number') return;
  const index = socketIndex * perSocket + message.id - 1;
  const count = message.result.data?.data.count ?? Number.NaN;
  const previous = counts[index] as number;
  counts[index] = count;
  if (previous === -1 && ++firstSeen === counts.length) onAllFirst?.();
  if (previous < target && count >= target) {
    arrivals[index] = at;
    if (++reached === counts.length) onAllReached?.();
  }
}

async function open(command: OpenCommand): Promise<Report> {
  const started = now();
  const socketCount = Math.ceil(command.subscribers / command.perSocket);
  counts = new Float64Array(command.subscribers).fill(-1);
  arrivals = new Float64Array(command.subscribers);
  firstSeen = 0;
  const allFirst = new Promise<void>((resolve) => (onAllFirst = resolve));
  const opening: Promise<void>[] = [];
  for (let s = 0; s < socketCount; s++) {
    const address = loopbackAddress(1, Math.floor(s / command.socketsPerAddress));
    const socket = new WebSocket(command.wsUrl, {
      origin: command.origin,
      localAddress: address,
      perMessageDeflate: false,
    });
    sockets.push(socket);
    const here = Math.min(command.perSocket, command.subscribers - s * command.perSocket);
    socket.on('message', (data) => onMessage(s, command.perSocket, data, socket));
    opening.push(
      new Promise<void>((resolve, reject) => {
        socket.once('error', reject);
        socket.once('unexpected-response', (_req, res) =>
          reject(new Error(`socket ${s} from ${address}: upgrade answered ${res.statusCode}`)),
        );
        socket.once('open', () => {
          // One frame with every subscription of this socket, as wsLink batches what it sends.
          const messages = Array.from({ length: here }, (_, i) => ({
            id: i + 1,
            method: 'subscription',
            params: { path: 'waitlist.live', input: undefined, lastEventId: undefined },
          }));
          socket.send(JSON.stringify(messages));
          resolve();
        });
      }),
    );
    // A few sockets at a time, as many clients connecting would.
    if (opening.length % 20 === 0) await Promise.all(opening);
  }
  await Promise.all(opening);
  await allFirst;
  const first = counts[0] as number;
  if (!counts.every((c) => c === first)) throw new Error('subscribers disagree on the first count');
  return {
    type: 'opened',
    subscribers: command.subscribers,
    sockets: socketCount,
    count: first,
    openMs: now() - started,
  };
}

function post(url: string, origin: string, localAddress: string, body: unknown) {
  return new Promise<number>((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        localAddress,
        headers: { origin, 'content-type': 'application/json' },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

async function change(command: ChangeCommand): Promise<Report> {
  const current = counts[0] as number;
  target = current + 1;
  reached = 0;
  arrivals.fill(0);
  const all = new Promise<void>((resolve) => (onAllReached = resolve));
  const cpuBefore = process.cpuUsage();
  const start = now();
  const status = await post(command.joinUrl, command.origin, command.localAddress, {
    email: command.email,
  });
  const joinMs = now() - start;
  if (status !== 200) throw new Error(`waitlist.join answered ${status}`);
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    all,
    new Promise<void>((resolve) => (timer = setTimeout(resolve, command.timeoutMs))),
  ]);
  clearTimeout(timer);
  const cpu = process.cpuUsage(cpuBefore);
  const sorted = Array.from(arrivals)
    .filter((at) => at > 0)
    .map((at) => at - start)
    .sort((a, b) => a - b);
  if (sorted.length < counts.length)
    throw new Error(
      `${counts.length - sorted.length} subscribers had no new count after ${command.timeoutMs} ms`,
    );
  return {
    type: 'changed',
    joinMs,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    last: sorted.at(-1) as number,
    reached: sorted.length,
    subscribersCpuMs: (cpu.user + cpu.system) / 1000,
  };
}

async function close(): Promise<Report> {
  await Promise.all(
    sockets.map(
      (socket) =>
        new Promise<void>((resolve) => {
          if (socket.readyState === WebSocket.CLOSED) return resolve();
          socket.once('close', () => resolve());
          socket.close();
        }),
    ),
  );
  sockets = [];
  return { type: 'closed' };
}

process.on('message', (command: Command) => {
  const run =
    command.type === 'open' ? open(command) : command.type === 'change' ? change(command) : close();
  run.then(
    (report) => {
      process.send?.(report);
      if (report.type === 'closed') process.disconnect();
    },
    (error: unknown) =>
      process.send?.({
        type: 'failed',
        message: error instanceof Error ? error.message : String(error),
      } satisfies Report),
  );
});

// A refused subscription or a malformed message: tell the bench why, then stop.
process.on('uncaughtException', (error) => {
  process.send?.({ type: 'failed', message: error.message } satisfies Report, () =>
    process.exit(1),
  );
});
