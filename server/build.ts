import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

/**
 * `pnpm --filter @partyreel/server build`: the server as one JavaScript file, dist/server.js, that
 * `pnpm start` runs with plain Node (no TypeScript compiler at run time). Our own workspace packages
 * (@partyreel/shared, @partyreel/db: TypeScript sources) are bundled in; every other package stays
 * an import from node_modules, as installed (native addons, WebAssembly and data files included).
 */
const here = dirname(fileURLToPath(import.meta.url));
const outdir = join(here, 'dist');

const nodeModulesExternal: Plugin = {
  name: 'node-modules-external',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@partyreel/') ? undefined : { path: args.path, external: true },
    );
  },
};

rmSync(outdir, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });
const started = Date.now();
await build({
  entryPoints: [join(here, 'src/server.ts')],
  outfile: join(outdir, 'server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  jsx: 'automatic',
  plugins: [nodeModulesExternal],
  logLevel: 'warning',
});
// Files the server reads beside its own module (new URL('./…', import.meta.url)).
copyFileSync(join(here, 'src/auth/common-passwords.txt'), join(outdir, 'common-passwords.txt'));
console.log(`server built: dist/server.js in ${Date.now() - started} ms`);
