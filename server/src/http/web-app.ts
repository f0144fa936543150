import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { GUEST_PAGE_HTML, isGuestPagePath } from '@partyreel/shared/invite/first-paint';
import { PRERENDERED_PAGES } from '@partyreel/shared/web/prerendered-pages';
import type { FastifyInstance } from 'fastify';

/** Paths that belong to the server; everything else is a page of the single-page app. */
const SERVER_PREFIXES = ['/trpc', '/api', '/media', '/dev', '/healthz'];

/** Files whose names carry a hash of their content (vite's `assets/`): a new build, a new name. */
export const HASHED_ASSETS = 'assets/';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages: kept, but checked with the server (an ETag round trip) before each use. */
export const REVALIDATE = 'no-cache';
/** Other files at the root (favicon, the fancy templates' bundles, addressed with ?v=): an hour. */
export const SHORT_LIVED = 'public, max-age=3600';

/** The Cache-Control of a built file, from its path (its compressed copy counts as itself). */
export function cacheControlFor(webDist: string, filePath: string): string {
  const path = relative(webDist, filePath)
    .split(sep)
    .join('/')
    .replace(/\.(?:br|gz)$/, '');
  if (path.startsWith(HASHED_ASSETS)) return IMMUTABLE;
  if (path.endsWith('.html')) return REVALIDATE;
  return SHORT_LIVED;
}

/**
 * Serves the built web app, answering deep links with index.html so the client router takes over
 * (the landing page and the waitlist with their own copy, drawn ahead of time: docs/decisions/074),
 * and the guest's pages with invite.html, their own small app (web/src/guest-main.tsx, so a guest's
 * phone loads only guest code). Text files go as the Brotli or gzip copy the build made beside them
 * (web/vite.config.ts), as the request's Accept-Encoding allows, with `Vary: Accept-Encoding`; each
 * copy has its own ETag.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string) {
  const hasBuild = existsSync(join(webDist, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      // The root is a page like the others (below): the landing page, drawn ahead of time.
      index: false,
      preCompressed: true,
      cacheControl: false,
      // The ETag alone revalidates a page (hashed assets never need to): no Last-Modified beside
      // it, and no byte ranges for files a browser always takes whole (bytes per request matter on
      // a guest's phone).
      lastModified: false,
      acceptRanges: false,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', cacheControlFor(webDist, filePath));
      },
    });
  } else {
    app.log.info(
      { webDist },
      'no web build found: serving the API only (the dev server serves pages)',
    );
  }
  // The build's drawn pages, checked once: a build without them serves index.html in their place.
  const drawnPages = new Map(
    Object.entries(PRERENDERED_PAGES).filter(([, file]) => existsSync(join(webDist, file))),
  );
  const pageFile = (path: string) =>
    isGuestPagePath(path) ? GUEST_PAGE_HTML : (drawnPages.get(path) ?? 'index.html');
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    const isPage =
      req.method === 'GET' && !SERVER_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));
    if (hasBuild && isPage) return reply.type('text/html').sendFile(pageFile(path));
    return reply.code(404).send({ error: 'Not found' });
  });
}
