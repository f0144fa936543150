import type { BuildOptions, Plugin } from 'esbuild';

/**
 * Our own workspace packages (@partyreel/shared, @partyreel/db: TypeScript sources) are bundled
 * in; every other package stays an import from node_modules, as installed (native addons,
 * WebAssembly and data files included).
 */
const nodeModulesExternal: Plugin = {
  name: 'node-modules-external',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@partyreel/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** How the server is bundled for production (server/build.ts; the fan-out bench bundles the same way). */
export function serverBundleOptions({ entry, outfile }: { entry: string; outfile: string }) {
  return {
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: true,
    jsx: 'automatic',
    plugins: [nodeModulesExternal],
    logLevel: 'warning',
  } satisfies BuildOptions;
}

/** Files the server reads beside its own module (new URL('./…', import.meta.url)), from server/. */
export const BUNDLE_COMPANIONS = [
  { from: 'src/auth/common-passwords.txt', to: 'common-passwords.txt' },
];
