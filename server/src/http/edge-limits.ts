import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * What one client may hold at the edge: how long a request may take to arrive, how long an idle
 * connection stays, how slowly a body may drip, how many connections one address may open. Every
 * number and its reason: docs/decisions/038-timeouts-and-caps-at-the-edge.md.
 */
export interface EdgeLimits {
  /** The request line and headers must have arrived within this; else 408 and closed. */
  headersTimeoutMs: number;
  /** The whole request, body included, must have arrived within this (a 50 MiB video at 85 KiB/s). */
  requestTimeoutMs: number;
  /** A connection with nothing read or written for this long is closed. */
  idleTimeoutMs: number;
  /** A keep-alive connection waiting for its next request is closed after this. */
  keepAliveTimeoutMs: number;
  /** How often Node checks the two timeouts above (its default, 30 s, would let them run late). */
  timeoutCheckEveryMs: number;
  /** A body that brings fewer bytes than this per second, over a window, is cut. */
  bodyFloorBytesPerSecond: number;
  bodyFloorWindowMs: number;
  /** Connections open at once from one peer address; the next is closed at once. */
  maxConnectionsPerAddress: number;
  /** Same, when the peers are load balancers (TRUST_PROXY set): their pools are large. */
  maxConnectionsPerProxy: number;
  /** tRPC calls (a batch counts each call) per address per minute, across every procedure. */
  callsPerMinutePerAddress: number;
  /** Every other HTTP request (pages, files, media, 404s) per address per minute; probes exempt. */
  requestsPerMinutePerAddress: number;
}

export const EDGE_LIMITS: EdgeLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 10 * 60_000,
  idleTimeoutMs: 60_000,
  keepAliveTimeoutMs: 72_000,
  timeoutCheckEveryMs: 1_000,
  bodyFloorBytesPerSecond: 4 * 1024,
  bodyFloorWindowMs: 15_000,
  maxConnectionsPerAddress: 256,
  maxConnectionsPerProxy: 4096,
  callsPerMinutePerAddress: 600,
  requestsPerMinutePerAddress: 3000,
};

/** Fastify's and Node's server options for `limits`. */
export function edgeServerOptions(limits: EdgeLimits) {
  return {
    connectionTimeout: limits.idleTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    // close() ends idle keep-alive connections; busy ones close after their answer (lifecycle.ts).
    forceCloseConnections: 'idle' as const,
    // A request that arrives on a busy connection while closing is still answered, with
    // `Connection: close`: the balancer stopped sending here during the drain delay.
    return503OnClosing: false,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: limits.timeoutCheckEveryMs,
    },
  };
}

/**
 * Counts open connections by the peer's address from the `connection` event (before any header is
 * read, so before TRUST_PROXY could name the client) and closes the one past the cap at once.
 * Behind a balancer every peer is the balancer, so its cap is its pool's size (decision 038).
 */
export function registerConnectionCap(app: FastifyInstance, max: number) {
  const open = new Map<string, number>();
  app.server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const count = open.get(address) ?? 0;
    if (count >= max) {
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}

interface Arriving {
  socket: Socket;
  bytesAtCheck: number;
  checkedAt: number;
  done: () => boolean;
}

/**
 * A request body must keep arriving at `bytesPerSecond` on average over every `windowMs`: one that
 * drips slower (a slow-loris body, or an upload stalled for good) has its connection closed, which
 * fails its read; an upload then removes its partial file (uploads/receive-upload.ts). Measured on
 * the socket's bytes read, so no listener changes how the body is consumed.
 */
export function registerBodyRateFloor(
  app: FastifyInstance,
  { bytesPerSecond, windowMs }: { bytesPerSecond: number; windowMs: number },
) {
  const arriving = new Set<Arriving>();
  const minimum = (bytesPerSecond * windowMs) / 1000;
  const ticker = setInterval(
    () => {
      const now = Date.now();
      for (const entry of arriving) {
        if (entry.done() || entry.socket.destroyed) {
          arriving.delete(entry);
          continue;
        }
        if (now - entry.checkedAt < windowMs) continue;
        const bytes = entry.socket.bytesRead;
        if (bytes - entry.bytesAtCheck < minimum) {
          arriving.delete(entry);
          app.log.warn({ bytes: bytes - entry.bytesAtCheck, windowMs }, 'request body too slow');
          entry.socket.destroy();
          continue;
        }
        entry.bytesAtCheck = bytes;
        entry.checkedAt = now;
      }
    },
    Math.min(1000, windowMs / 2),
  );
  ticker.unref();
  app.addHook('onClose', async () => clearInterval(ticker));
  app.addHook('onRequest', async (req) => {
    const hasBody =
      Number(req.headers['content-length'] ?? 0) > 0 ||
      req.headers['transfer-encoding'] !== undefined;
    if (!hasBody || req.raw.complete) return;
    const socket = req.raw.socket;
    arriving.add({
      socket,
      bytesAtCheck: socket.bytesRead,
      checkedAt: Date.now(),
      done: () => req.raw.complete,
    });
  });
}
