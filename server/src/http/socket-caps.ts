import type {} from '@fastify/websocket';
import { MAX_TRPC_BATCH_SIZE } from '@partyreel/shared/limits';
import { messages } from '@partyreel/shared/messages';
import type { FastifyInstance } from 'fastify';

/**
 * Caps on what one client may hold open (docs/decisions/020-csp-and-socket-caps.md). The app opens
 * one socket per tab with a handful of subscriptions and batches a few calls at a time: these leave
 * room for that many times over, and stop one client from holding the server's memory.
 */
/** Subscriptions open at once on one WebSocket; the next is refused, the others go on. */
export const MAX_SUBSCRIPTIONS_PER_SOCKET = 50;
/** WebSockets open at once from one client address; the next upgrade is answered 429. */
export const MAX_SOCKETS_PER_ADDRESS = 20;
/** Calls in one batched HTTP request; a larger batch is answered 400 without running any. */
export const MAX_BATCH_SIZE = MAX_TRPC_BATCH_SIZE;

/**
 * Subscription starts on one socket: a bucket of this many, refilled at the rate below. A page
 * starts a handful, and a reconnect starts them all again at once (at most 50): a burst of 60 is a
 * full reconnect and some, and 10 a second is more than any page needs (docs/decisions/038).
 */
export const SUBSCRIPTION_START_BURST = 60;
export const SUBSCRIPTION_STARTS_PER_SECOND = 10;
/** Starts refused for their rate, in a row, after which the socket is closed (code 1008). */
export const MAX_REFUSED_STARTS = 20;

export const TOO_MANY_SUBSCRIPTIONS = messages.generic.tooManyLiveUpdates;
export const TOO_MANY_SOCKETS = messages.generic.tooManyLiveConnections;
export const TOO_MANY_STARTS = messages.generic.liveUpdatesTooFast;

/** No limit on the start rate (RATE_LIMITS=off: the benchmarks, the property tests). */
export const UNLIMITED_STARTS = {
  burst: Number.POSITIVE_INFINITY,
  perSecond: 0,
  maxRefused: Number.POSITIVE_INFINITY,
};

/** Why a start was refused: all slots taken, too fast, or too fast for too long (close the socket). */
export type Refusal = 'full' | 'too-fast' | 'close';

/** Tokens refilled at a steady rate up to a burst: a rate limit kept in memory. */
export class TokenBucket {
  private tokens: number;
  private refilledAt: number;

  constructor(
    private readonly burst: number,
    private readonly perSecond: number,
    private readonly now = () => performance.now(),
  ) {
    this.tokens = burst;
    this.refilledAt = now();
  }

  /** Takes a token, or says there is none. */
  take(): boolean {
    const now = this.now();
    this.tokens = Math.min(
      this.burst,
      this.tokens + ((now - this.refilledAt) / 1000) * this.perSecond,
    );
    this.refilledAt = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/** One socket's open subscriptions, and the rate they are started at. */
export class SubscriptionSlots {
  private open = 0;
  private readonly starts: TokenBucket;
  private refusedInARow = 0;

  constructor(
    private readonly max = MAX_SUBSCRIPTIONS_PER_SOCKET,
    private readonly rate = {
      burst: SUBSCRIPTION_START_BURST,
      perSecond: SUBSCRIPTION_STARTS_PER_SECOND,
      maxRefused: MAX_REFUSED_STARTS,
    },
    now = () => performance.now(),
  ) {
    this.starts = new TokenBucket(rate.burst, rate.perSecond, now);
  }

  /**
   * Takes a slot, or says why not; the returned release may be called more than once. Every start
   * costs a token, refused or not for a full socket.
   */
  take(): (() => void) | Refusal {
    if (!this.starts.take()) {
      this.refusedInARow += 1;
      // 'close' once; the starts the socket already sent after it are refused as before.
      return this.refusedInARow === this.rate.maxRefused + 1 ? 'close' : 'too-fast';
    }
    this.refusedInARow = 0;
    if (this.open >= this.max) return 'full';
    this.open += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.open -= 1;
    };
  }
}

/**
 * Messages one socket may send, of any kind: a burst, then a steady rate. Looser than the starts'
 * own limit (a start and its stop are two messages), so a page that starts too fast is told so by
 * SubscriptionSlots first; this one cuts a socket that floods whatever it sends.
 */
export const SOCKET_MESSAGE_BURST = 200;
export const SOCKET_MESSAGES_PER_SECOND = 20;

/**
 * Cuts a WebSocket the moment it sends more messages than SOCKET_MESSAGE_BURST and
 * SOCKET_MESSAGES_PER_SECOND allow: it is terminated, and the messages already read from it are
 * dropped before tRPC parses them, so a flood costs a counter each and never the procedure's work
 * (each message tRPC handles costs a quarter of a millisecond or more: 500 buffered starts held
 * the event loop for over 100 ms;
 * docs/decisions/038). Runs at the socket's 'connection', before any handler listens to it.
 */
export function registerMessageGate(
  app: FastifyInstance,
  rate = { burst: SOCKET_MESSAGE_BURST, perSecond: SOCKET_MESSAGES_PER_SECOND },
) {
  app.websocketServer.on('connection', (socket) => {
    const messages = new TokenBucket(rate.burst, rate.perSecond);
    let cut = false;
    const emit = socket.emit.bind(socket);
    socket.emit = ((event: string | symbol, ...args: unknown[]) => {
      if (event === 'message') {
        // Paused: SubscriptionSlots' refusals are closing it; what it sent since is not read.
        if (cut || socket.isPaused) return false;
        if (!messages.take()) {
          cut = true;
          socket.terminate();
          return false;
        }
      }
      return emit(event, ...args);
    }) as typeof socket.emit;
  });
}

/**
 * Counts each client address's WebSockets from the upgrade request until its connection closes,
 * and answers the upgrade that would exceed the cap with 429 before anything is upgraded. The
 * address is Fastify's `req.ip`, so behind a trusted proxy it is the client's, not the proxy's.
 * Runs after @fastify/websocket's own onRequest hook, which marks upgrades (`req.ws`).
 */
export function registerSocketCap(app: FastifyInstance, max = MAX_SOCKETS_PER_ADDRESS) {
  const open = new Map<string, number>();
  app.addHook('onRequest', async (req, reply) => {
    if (!req.ws) return;
    const address = req.ip;
    const count = open.get(address) ?? 0;
    if (count >= max) return reply.code(429).send({ error: TOO_MANY_SOCKETS });
    open.set(address, count + 1);
    // The connection under the upgrade: it closes whether or not the upgrade succeeded.
    req.raw.socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
