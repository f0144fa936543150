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
 * starts a handful, and a reconnect starts them all again at once (at most 50): a burst of 100 is
 * two reconnects, and 10 a second is more than any page needs (docs/decisions/038).
 */
export const SUBSCRIPTION_START_BURST = 100;
export const SUBSCRIPTION_STARTS_PER_SECOND = 10;
/** Starts refused for their rate, in a row, after which the socket is closed (code 1008). */
export const MAX_REFUSED_STARTS = 50;

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

/** One socket's open subscriptions, and the rate they are started at. */
export class SubscriptionSlots {
  private open = 0;
  private tokens: number;
  private refilledAt: number;
  private refusedInARow = 0;

  constructor(
    private readonly max = MAX_SUBSCRIPTIONS_PER_SOCKET,
    private readonly rate = {
      burst: SUBSCRIPTION_START_BURST,
      perSecond: SUBSCRIPTION_STARTS_PER_SECOND,
      maxRefused: MAX_REFUSED_STARTS,
    },
    private readonly now = () => performance.now(),
  ) {
    this.tokens = rate.burst;
    this.refilledAt = now();
  }

  /**
   * Takes a slot, or says why not; the returned release may be called more than once. Every start
   * costs a token, refused or not for a full socket.
   */
  take(): (() => void) | Refusal {
    const now = this.now();
    this.tokens = Math.min(
      this.rate.burst,
      this.tokens + ((now - this.refilledAt) / 1000) * this.rate.perSecond,
    );
    this.refilledAt = now;
    if (this.tokens < 1) {
      this.refusedInARow += 1;
      // 'close' once; the starts the socket already sent after it are refused as before.
      return this.refusedInARow === this.rate.maxRefused + 1 ? 'close' : 'too-fast';
    }
    this.tokens -= 1;
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
