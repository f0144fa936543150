import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';

/**
 * Answers computed per request, compressed on the fly when they are big enough to gain from it:
 * the API, and the guest's page with its invitation painted in (http/invite-first-paint.ts).
 */
const COMPRESSED_PREFIXES = ['/trpc', '/api', '/invite'];

/** Smaller answers go as they are: a compressed copy would save a few bytes at some CPU cost. */
export const DYNAMIC_COMPRESSION_THRESHOLD = 1024;

function underCompressedPrefix(url: string): boolean {
  return COMPRESSED_PREFIXES.some((p) => url === p || url.startsWith(`${p}/`));
}

/** A tRPC call that asked for a streamed (JSON Lines) answer: each line must leave at once. */
function isStreamedCall(req: FastifyRequest): boolean {
  const trpcAccept = req.headers['trpc-accept'];
  if (trpcAccept) return trpcAccept === 'application/jsonl';
  return (req.headers.accept ?? '').split(',').some((t) => t.trim() === 'application/jsonl');
}

/**
 * tRPC answers with a fetch `Response`, which @fastify/compress would compress as a stream of
 * unknown size, whatever its size. A whole JSON answer (not a streamed one, not Server-Sent Events)
 * is read into a Buffer here, the way Fastify itself unwraps a `Response`, so the threshold applies
 * (tRPC has built the whole text already: nothing is lost by waiting for it).
 */
const bufferWholeJsonAnswer: onSendHookHandler = async (req, reply, payload) => {
  if (!(payload instanceof Response) || payload.body === null || isStreamedCall(req))
    return payload;
  if (!(payload.headers.get('content-type') ?? '').startsWith('application/json')) return payload;
  reply.code(payload.status);
  for (const [name, value] of payload.headers) reply.header(name, value);
  return Buffer.from(await payload.arrayBuffer());
};

/** @fastify/compress's documented per-request opt-out, for answers that must stream. */
function keepStreamsUncompressed(req: FastifyRequest, _reply: FastifyReply, done: () => void) {
  if (isStreamedCall(req)) req.headers['x-no-compression'] = '1';
  done();
}

/**
 * Compresses the JSON answers of /trpc and /api over DYNAMIC_COMPRESSION_THRESHOLD with Brotli or
 * gzip, as the request's Accept-Encoding allows (docs/decisions/023-compression-and-caching.md).
 * Every other route is left alone: the web app's files are compressed at build time
 * (http/web-app.ts), /media answers range requests, and WebSocket upgrades never reach onSend.
 * Server-Sent Events (text/event-stream) and partial answers (206) are never compressed by the
 * plugin itself. Must be registered before any route: the plugin decides per route as each one is
 * added.
 */
export async function registerCompression(app: FastifyInstance) {
  // Runs before the plugin's own onRoute hook, so its choice is the one the plugin reads.
  app.addHook('onRoute', (route) => {
    if (!underCompressedPrefix(route.url)) {
      route.compress = false;
      return;
    }
    route.onRequest = [route.onRequest ?? [], keepStreamsUncompressed].flat();
    route.onSend = [route.onSend ?? [], bufferWholeJsonAnswer].flat();
  });
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: DYNAMIC_COMPRESSION_THRESHOLD,
    // Request bodies stay as they were: nobody sends compressed ones, and the body limit stays
    // a limit on the bytes that arrive.
    globalDecompression: false,
  });
}
