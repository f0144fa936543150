import type { IncomingMessage } from 'node:http';

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
