import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Paths that belong to the server; everything else is a page of the single-page app. */
const SERVER_PREFIXES = ['/trpc', '/api', '/media', '/dev', '/healthz'];

/** Serves the built web app, answering deep links with index.html so the client router takes over. */
export async function registerWebApp(app: FastifyInstance, webDist: string) {
  const hasBuild = existsSync(join(webDist, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false, index: ['index.html'] });
  } else {
    app.log.info(
      { webDist },
      'no web build found: serving the API only (the dev server serves pages)',
    );
  }
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    const isPage =
      req.method === 'GET' && !SERVER_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));
    if (hasBuild && isPage) return reply.type('text/html').sendFile('index.html');
    return reply.code(404).send({ error: 'Not found' });
  });
}
