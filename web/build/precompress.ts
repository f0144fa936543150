import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Bytes on the wire matter on a guest's phone: a Brotli (.br) and a gzip (.gz) copy beside every
 * text file the build writes (public/ included), at the highest levels, once; the server sends the
 * one the browser accepts (server/src/http/web-app.ts,
 * docs/decisions/023-compression-and-caching.md). Fonts are woff2 (Brotli inside already) or its
 * woff fallback (zlib inside): left out. Files under 512 bytes go as they are. A file already
 * compressed since it was written (by the host's build, when the guest's build follows) is left.
 * scripts/e2e/static-assets.spec.ts checks the same rule on the real build. Only a build that
 * writes files runs it (not `vite`, not chunk-graph.test.ts's in-memory build).
 */
export function precompress(): Plugin {
  const compressible = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
  const minBytes = 512;
  const brotli = promisify(brotliCompress);
  const gzipped = promisify(gzip);
  let outDir = '';
  return {
    name: 'partyreel:precompress',
    apply: (config, { command }) => command === 'build' && config.build?.write !== false,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle(error?: Error) {
      if (error) return;
      const files = await readdir(outDir, { recursive: true, withFileTypes: true });
      const texts = files
        .filter((f) => f.isFile() && compressible.test(f.name))
        .map((f) => join(f.parentPath, f.name));
      await Promise.all(
        texts.map(async (path) => {
          const [written, compressed] = await Promise.all([
            stat(path),
            stat(`${path}.br`).catch(() => null),
          ]);
          if (compressed && compressed.mtimeMs >= written.mtimeMs) return;
          const text = await readFile(path);
          if (text.byteLength < minBytes) return;
          const [br, gz] = await Promise.all([
            brotli(text, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: text.byteLength,
              },
            }),
            gzipped(text, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}
