import type {} from '@fastify/websocket';
import { MAX_TRPC_BATCH_SIZE } from '@partyreel/shared/limits';
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

export const TOO_MANY_SUBSCRIPTIONS = `At most ${MAX_SUBSCRIPTIONS_PER_SOCKET} live updates can be open on one connection.`;
export const TOO_MANY_SOCKETS = `At most ${MAX_SOCKETS_PER_ADDRESS} live connections can be open from one address.`;

/** One socket's open subscriptions. */
export class SubscriptionSlots {
  private open = 0;

  constructor(private readonly max = MAX_SUBSCRIPTIONS_PER_SOCKET) {}

  /** Takes a slot, or null when all are taken; the returned release may be called more than once. */
  take(): (() => void) | null {
    if (this.open >= this.max) return null;
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
