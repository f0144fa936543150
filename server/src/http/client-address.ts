import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** Each WebSocket upgrade request's client address, as Fastify worked it out. */
const addresses = new WeakMap<IncomingMessage, string>();

/**
 * Remembers the client address of every WebSocket upgrade as Fastify's `req.ip`, so it is worked
 * out exactly as for HTTP: behind the proxies TRUST_PROXY names (a hop count or their addresses,
 * http/trusted-proxies.ts), the client's from X-Forwarded-For, never an entry the client forged
 * to the left of them; else the peer's (docs/decisions/039). tRPC's
 * socket handler only sees Node's request; `clientAddressOf` reads the address back from it.
 * Register after @fastify/websocket, whose own onRequest hook marks upgrades (`req.ws`).
 */
export function registerClientAddresses(app: FastifyInstance) {
  app.addHook('onRequest', async (req) => {
    if (req.ws) addresses.set(req.raw, req.ip);
  });
}

/** The client address of a WebSocket's upgrade request (see registerClientAddresses). */
export function clientAddressOf(raw: IncomingMessage): string {
  return addresses.get(raw) ?? raw.socket.remoteAddress ?? 'unknown';
}
