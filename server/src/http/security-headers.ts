import { createHash } from 'node:crypto';
import { FANCY_SCRIPT_ONERROR } from '@partyreel/shared/templates/fancy-frame';
import type { FastifyInstance } from 'fastify';

/** A CSP source for an inline script or event handler with exactly this text. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The policy of the app's pages (docs/decisions/020-csp-and-socket-caps.md). Scripts only from this
 * origin, plus the one inline handler of a fancy template's frame: that frame is an
 * `<iframe srcdoc sandbox="allow-scripts">`, which inherits this policy, loads its bundle from
 * /fancy/ on this origin and reports a failed load with an `onerror` attribute allowed by its hash.
 * Inline styles stay allowed: the player animates through style attributes and toasts inject a
 * stylesheet. Live updates use a WebSocket to this host (named as well as 'self', which older
 * browsers do not extend to ws:/wss:).
 */
export function pagePolicy(appOrigin: string): string {
  const url = new URL(appOrigin);
  const socket = `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-hashes' ${scriptHash(FANCY_SCRIPT_ONERROR)}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self'",
    `connect-src 'self' ${socket}`,
    "frame-src 'self'",
    "worker-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
export const HSTS = 'max-age=31536000; includeSubDomains';

/** Paths whose answers are private to the caller: never stored by a browser or a proxy. */
const PRIVATE_PREFIXES = ['/trpc', '/api'];

function underPrivatePrefix(path: string | undefined): boolean {
  return !!path && PRIVATE_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));
}

/**
 * Answers a policy does nothing for: a script, a stylesheet or a font is not a document, so its
 * CSP would only add half a kilobyte to each of a page's requests (bytes on the wire matter on a
 * guest's phone). SVG and HTML keep it, since either can be opened as a page.
 */
const NOT_A_DOCUMENT = /^(?:text\/javascript|application\/javascript|text\/css|font\/)/;

/**
 * The security headers of every answer, in one place. A route that sets its own policy or
 * referrer policy (the server-rendered dev pages, the Google popup's last page, uploaded files)
 * keeps it; everything else gets the app's page policy.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  { production, appOrigin }: { production: boolean; appOrigin: () => string },
) {
  app.addHook('onSend', async (req, reply) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (!reply.hasHeader('content-security-policy') && !NOT_A_DOCUMENT.test(type))
      reply.header('content-security-policy', pagePolicy(appOrigin()));
    reply.header('x-content-type-options', 'nosniff');
    if (!reply.hasHeader('referrer-policy')) reply.header('referrer-policy', REFERRER_POLICY);
    if (production) reply.header('strict-transport-security', HSTS);
    // The route Fastify matched, or for an answer no route gave (404) the path as sent.
    if (underPrivatePrefix(req.routeOptions.url) || underPrivatePrefix(req.url.split('?')[0]))
      reply.header('cache-control', 'no-store');
  });
}
