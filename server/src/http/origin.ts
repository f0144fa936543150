import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A browser request is accepted only from the app's own origin: the one in PUBLIC_URL, or the host
 * the request was sent to. Requests without an Origin header (non-browser clients) carry no
 * ambient browser credentials to abuse and pass.
 */
export function isSameOrigin(req: IncomingMessage, publicUrl: string | undefined): boolean {
  const origin = req.headers.origin;
  if (!origin) return true;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false;
  }
  if (publicUrl && new URL(publicUrl).host === host) return true;
  return host === req.headers.host;
}

/**
 * The app's own address for every link it sends out and every redirect it builds: PUBLIC_URL when
 * set (required in production), otherwise — development, tests, journeys — the address this server
 * listens on. Never a request's Host header, which a caller chooses.
 */
export function configuredOrigin(
  publicUrl: string | undefined,
  listening: AddressInfo | string | null,
): string {
  if (publicUrl) return new URL(publicUrl).origin;
  if (listening && typeof listening === 'object') {
    const { address, port, family } = listening;
    const host =
      address === '0.0.0.0' || address === '::'
        ? 'localhost'
        : family === 'IPv6'
          ? `[${address}]`
          : address;
    return `http://${host}:${port}`;
  }
  return 'http://localhost';
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A write that takes any Origin, or none, past the app's check: it reads no cookie or session,
     * and its URL carries its own credential. Only the one-click unsubscribe (RFC 8058), which mail
     * clients post from their own pages or servers (docs/decisions/032-one-click-unsubscribe.md).
     */
    anyOrigin?: boolean;
  }
}
