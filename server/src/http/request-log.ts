import type { FastifyRequest } from 'fastify';

/**
 * Pages whose last path segment is a secret: a guest's invitation code, a recipients page's code
 * (anyone who reads it can answer as that guest), an unsubscribe link's token (it names an address,
 * and anyone who reads it can unsubscribe that address).
 */
const SECRET_SEGMENT = /^\/(invite|recipients|unsubscribe)\/[^/?#]+/;

/**
 * The URL as request logs keep it: the path only, with a guest's code masked. Query strings go
 * entirely: they carry reset and verification tokens (/reset-password?token=…), Google's one-time
 * code, and every tRPC query's input (an invitation code, an e-mail address).
 */
export function loggedUrl(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return path.replace(SECRET_SEGMENT, '/$1/…');
}

/**
 * Fastify's request serializer with `loggedUrl` in place of the raw URL; the rest is what
 * Fastify logs by default (the client address is `req.ip`: the client's behind a trusted proxy).
 */
export function serializeRequest(req: FastifyRequest) {
  return {
    method: req.method,
    url: loggedUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
