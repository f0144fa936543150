import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { BUNDLE_COMPANIONS, serverBundleOptions } from './src/bundle-options.ts';

/**
 * `pnpm --filter @partyreel/server build`: the server as one JavaScript file, dist/server.js, that
 * `pnpm start` runs with plain Node (no TypeScript compiler at run time); see src/bundle-options.ts.
 */
const here = dirname(fileURLToPath(import.meta.url));
const outdir = join(here, 'dist');

rmSync(outdir, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });
const started = Date.now();
await build(
  serverBundleOptions({ entry: join(here, 'src/server.ts'), outfile: join(outdir, 'server.js') }),
);
for (const { from, to } of BUNDLE_COMPANIONS) copyFileSync(join(here, from), join(outdir, to));
console.log(`server built: dist/server.js in ${Date.now() - started} ms`);
