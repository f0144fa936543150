import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { parseByteRange } from './byte-range.ts';
import { runCooperatively } from './cooperative.ts';
import { MUSIC_VERSION, trackById } from './music-catalogue.ts';
import { trackWavSteps } from './render-track.ts';
import { TrackCache } from './track-cache.ts';
import type { TrackSpec } from './track-spec.ts';

export interface MusicRouteOptions {
  /** Memory for rendered tracks (about 1.1 MB each); 64 MiB holds some 55 of them. */
  maxCacheBytes?: number;
}

const FILE = /^([a-z0-9-]+)\.wav$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** For an address without the current `?v=`: still served, but not pinned for a year. */
const REVALIDATE = 'public, max-age=3600';

/**
 * GET /media/music/:trackId.wav — the catalogue's tracks, rendered on first request from their
 * arrangements (no files, no network) and kept in an LRU cache. A render runs in small slices
 * between other requests, and requests for a track being rendered wait for that one render.
 * Byte ranges are honoured, so an <audio> element can seek; the address carries
 * `?v=MUSIC_VERSION`, so browsers cache it immutably.
 */
export function registerMusicRoutes(app: FastifyInstance, options: MusicRouteOptions = {}) {
  const cache = new TrackCache(options.maxCacheBytes ?? 64 * 1024 * 1024);
  const rendering = new Map<string, Promise<Uint8Array>>();

  const wavFor = (id: string, spec: TrackSpec, log: FastifyBaseLogger) => {
    const cached = cache.get(id);
    if (cached) return cached;
    let pending = rendering.get(id);
    if (!pending) {
      const started = performance.now();
      pending = runCooperatively(trackWavSteps(spec))
        .then((wav) => {
          cache.set(id, wav);
          const ms = Math.round(performance.now() - started);
          log.info({ track: id, bytes: wav.byteLength, ms }, 'music track rendered');
          return wav;
        })
        .finally(() => rendering.delete(id));
      rendering.set(id, pending);
    }
    return pending;
  };

  app.get<{ Params: { file: string }; Querystring: { v?: string } }>(
    '/media/music/:file',
    async (req, reply) => {
      const id = FILE.exec(req.params.file)?.[1];
      const spec = id ? trackById(id) : undefined;
      if (!id || !spec) return reply.code(404).send({ error: 'Not found' });

      const etag = `"${id}.v${MUSIC_VERSION}"`;
      const current = req.query.v === String(MUSIC_VERSION);
      reply
        .header('cache-control', current ? IMMUTABLE : REVALIDATE)
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff');
      if (req.headers['if-none-match'] === etag) return reply.code(304).send();

      const wav = await wavFor(id, spec, req.log);
      reply.header('content-type', 'audio/wav').header('accept-ranges', 'bytes');
      const ifRange = req.headers['if-range'];
      const range =
        ifRange && ifRange !== etag ? null : parseByteRange(req.headers.range, wav.byteLength);
      if (range === 'unsatisfiable') {
        return reply
          .code(416)
          .header('content-range', `bytes */${wav.byteLength}`)
          .header('content-type', 'text/plain')
          .send('Range Not Satisfiable');
      }
      if (range) {
        const part = Buffer.from(
          wav.buffer,
          wav.byteOffset + range.start,
          range.end - range.start + 1,
        );
        return reply
          .code(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${wav.byteLength}`)
          .header('content-length', part.byteLength)
          .send(part);
      }
      return reply
        .header('content-length', wav.byteLength)
        .send(Buffer.from(wav.buffer, wav.byteOffset, wav.byteLength));
    },
  );
}
