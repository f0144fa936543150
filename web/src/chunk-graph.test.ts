// @vitest-environment node
/**
 * Issue 14: the guest's invitation page loads only guest code. This runs the real production build
 * (vite.config.ts as it is, nothing written to disk) and walks its chunk graph: what /invite/{code}
 * loads first (the entry, the route's own chunks and everything they import statically) must hold
 * no host-only module, nor may what that page loads later (its dynamic imports: the player). It also
 * keeps that first load within its Brotli budget and the player out of every page's first load.
 */
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const src = `${webRoot}src/`;

/** Features that only a host's pages use (SPEC.md §2): wizards, dashboard, account, event pages. */
const HOST_ONLY_FEATURES = [
  'account',
  'contacts',
  'create-event',
  'dashboard',
  'edit-event',
  'event-detail',
  'manage-guests',
  'music',
  'recipients',
  'template-wizard',
  'templates',
  'unlock',
  'uploads',
];
/** Other pages' features, which the guest's page never shows either. */
const OTHER_PAGE_FEATURES = ['landing', 'legal', 'waitlist'];
/** The sign-in pages of auth/; its session layer (who is signed in) serves every page's header. */
const AUTH_SESSION_LAYER = ['session.ts', 'use-session.ts', 'session-expiry.ts', 'access.ts'];
/** Host-only files of shared folders: the signed-in host's menu (site-header loads it lazily). */
const HOST_ONLY_FILES = ['features/shell/nav-menu.tsx'];
/**
 * The routes' search validators: TanStack Router needs every route's `validateSearch` in the route
 * tree to match an address, so these few pure parsers (no imports beyond each other) go with it.
 */
const ROUTE_TREE_CONTRACTS = [
  'features/create-event/create-event-search.ts',
  'features/template-wizard/wizard-search.ts',
  'features/unlock/payment-search.ts',
  'features/auth/safe-redirect.ts',
];

/** Why a module of the build does not belong to the guest's page, or null when it may. */
function notForGuests(moduleId: string): string | null {
  if (!moduleId.startsWith(src)) return null;
  const file = moduleId.slice(src.length).split('?')[0] ?? '';
  if (ROUTE_TREE_CONTRACTS.includes(file)) return null;
  if (HOST_ONLY_FILES.includes(file)) return 'host-only file';
  const [top, feature, rest] = file.split('/', 3);
  if (top !== 'features' || !feature) return null;
  if (HOST_ONLY_FEATURES.includes(feature)) return `host-only feature ${feature}`;
  if (OTHER_PAGE_FEATURES.includes(feature)) return `another page's feature ${feature}`;
  if (feature === 'auth' && rest && !AUTH_SESSION_LAYER.includes(rest))
    return 'the sign-in pages (auth)';
  return null;
}

/** What the test reads of a built chunk or asset. */
interface OutputChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  code: string;
  imports: string[];
  dynamicImports: string[];
  moduleIds: string[];
  viteMetadata?: { importedCss: Set<string> };
}
interface OutputAsset {
  type: 'asset';
  fileName: string;
  source: string | Uint8Array;
}

async function productionBuild(): Promise<Map<string, OutputChunk | OutputAsset>> {
  // Vitest runs with NODE_ENV=test, which would make Vite bundle React's development build.
  vi.stubEnv('NODE_ENV', 'production');
  const result = await build({
    root: webRoot,
    configFile: `${webRoot}vite.config.ts`,
    logLevel: 'silent',
    build: { write: false },
  });
  const [bundle] = Array.isArray(result) ? result : [result];
  if (!bundle || !('output' in bundle)) throw new Error('vite build returned no output');
  const output = bundle.output as unknown as (OutputChunk | OutputAsset)[];
  return new Map(output.map((item) => [item.fileName, item]));
}

const brotliBytes = (text: string | Uint8Array) =>
  brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

const KB = 1024;
/**
 * The guest page's first-load JavaScript, Brotli at quality 11. React DOM, TanStack Router and
 * Query and the tRPC client alone weigh about 96 KB of it (docs: issue 14 note); the rest is the
 * shell, the route tree and the guest's loading screen. Raise it only with a reason.
 */
const INVITE_FIRST_LOAD_JS_BUDGET = 120 * KB;

describe('the production chunk graph', () => {
  let files = new Map<string, OutputChunk | OutputAsset>();
  let chunks: OutputChunk[] = [];
  let entry: OutputChunk;

  // A production build of the whole app: a few seconds alone, longer on a busy machine.
  beforeAll(async () => {
    files = await productionBuild();
    chunks = [...files.values()].filter((item): item is OutputChunk => item.type === 'chunk');
    const found = chunks.find((item) => item.isEntry);
    if (!found) throw new Error('the build has no entry chunk');
    entry = found;
  }, 120_000);
  afterAll(() => {
    vi.unstubAllEnvs();
  });

  const chunk = (fileName: string) => {
    const found = files.get(fileName);
    if (found?.type !== 'chunk') throw new Error(`no chunk ${fileName}`);
    return found;
  };

  /** The chunks TanStack's autoCodeSplitting made of a route file (its component and the like). */
  const routeChunks = (routeFile: string) => {
    const found = chunks.filter((item) =>
      item.moduleIds.some((id) => id.startsWith(`${src}routes/${routeFile}?tsr-split`)),
    );
    if (found.length === 0) throw new Error(`no split chunk for routes/${routeFile}`);
    return found;
  };

  /** The chunks reachable from `starts` through static imports (and dynamic ones when asked). */
  const reachable = (starts: OutputChunk[], options: { dynamic: boolean }) => {
    const seen = new Set<string>();
    const todo = starts.map((item) => item.fileName);
    for (let name = todo.pop(); name !== undefined; name = todo.pop()) {
      // A dynamic import of CSS alone (a template's font) leaves no JavaScript chunk behind.
      if (seen.has(name) || (options.dynamic && !files.has(name))) continue;
      seen.add(name);
      const next = chunk(name);
      // The entry's dynamic imports are the other pages' routes (and lazy parts of the shell).
      todo.push(...next.imports, ...(options.dynamic && !next.isEntry ? next.dynamicImports : []));
    }
    return [...seen].map(chunk);
  };

  /** A page's first load: the entry, the route's chunks and what they import statically. */
  const firstLoad = (routeFile: string) =>
    reachable([entry, ...routeChunks(routeFile)], { dynamic: false });

  const offenders = (loaded: OutputChunk[]) =>
    loaded.flatMap((item) =>
      item.moduleIds.flatMap((id) => {
        const why = notForGuests(id);
        return why ? [`${id.replace(src, 'src/')} (${why}) in ${item.fileName}`] : [];
      }),
    );

  const guestRoutes = ['invite/$code/index.tsx', 'invite/$code/end.tsx'];

  it.each(guestRoutes)('the first load of routes/%s holds no host-only module', (routeFile) => {
    expect(offenders(firstLoad(routeFile))).toEqual([]);
  });

  it.each(guestRoutes)('what routes/%s loads later (the player) holds none either', (routeFile) => {
    const later = reachable(routeChunks(routeFile), { dynamic: true });
    expect(
      later.some((item) => item.moduleIds.some((id) => id.includes('invitation-player'))),
    ).toBe(routeFile === 'invite/$code/index.tsx');
    expect(offenders(later)).toEqual([]);
  });

  it('no page pays for the invitation player before it shows one', () => {
    const routeFiles = new Set(
      chunks.flatMap((item) =>
        item.moduleIds.flatMap((id) => {
          const match = id.startsWith(`${src}routes/`) ? /^(.*)\?tsr-split/.exec(id) : null;
          return match?.[1] ? [match[1].slice(`${src}routes/`.length)] : [];
        }),
      ),
    );
    expect(routeFiles.size).toBeGreaterThan(10);
    for (const routeFile of routeFiles) {
      const player = firstLoad(routeFile).filter((item) =>
        item.moduleIds.some((id) => id.startsWith(`${src}features/player/invitation-player.tsx`)),
      );
      expect(
        player.map((item) => item.fileName),
        routeFile,
      ).toEqual([]);
    }
  });

  it(`keeps the first-load JavaScript of /invite/{code} within ${INVITE_FIRST_LOAD_JS_BUDGET / KB} KB (Brotli)`, () => {
    const loaded = firstLoad('invite/$code/index.tsx');
    const js = loaded.reduce((sum, item) => sum + brotliBytes(item.code), 0);
    expect(js).toBeLessThanOrEqual(INVITE_FIRST_LOAD_JS_BUDGET);
  });
});
