// @vitest-environment node
/**
 * Fast on a phone: the guest's invitation page loads only guest code. This runs the real production
 * build (vite.config.ts as it is, nothing written to disk) and walks its chunk graph: what the
 * guest's page (invite.html: /invite/{code}) loads first (its entry and everything that imports
 * statically) must hold no host-only module and not the router, nor may what that page loads later
 * (its dynamic imports: the player). It also keeps what the page loads on opening within its Brotli
 * budget, and the player out of every host page's first load.
 */
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SCENE_LOADERS } from './features/player/scenes.ts';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const src = `${webRoot}src/`;

/**
 * Features that only a host's pages use (docs/product.md, Pages): wizards, dashboard, account,
 * event pages.
 */
const HOST_ONLY_FEATURES = [
  'account',
  'contacts',
  'dashboard',
  'edit-event',
  'event-detail',
  'manage-guests',
  'music',
  'recipients',
  'templates',
  'unlock',
  'uploads',
  'wizard',
];
/** Other pages' features, which the guest's page never shows either. */
const OTHER_PAGE_FEATURES = ['landing', 'legal', 'waitlist'];
/** The sign-in pages of auth/; its session layer (who is signed in) serves every page's header. */
const AUTH_SESSION_LAYER = ['session.ts', 'use-session.ts', 'session-expiry.ts', 'access.ts'];
/** Host-only files of shared folders: the signed-in host's menu (site-header loads it lazily). */
const HOST_ONLY_FILES = ['features/shell/nav-menu.tsx'];
/** Why a module of the build does not belong to the guest's page, or null when it may. */
function notForGuests(moduleId: string): string | null {
  if (/[\\/]@tanstack[\\/](?:react-)?router/.test(moduleId)) return 'the router';
  if (!moduleId.startsWith(src)) return null;
  const file = moduleId.slice(src.length).split('?')[0] ?? '';
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
  facadeModuleId: string | null;
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
 * What the guest's page loads on opening, Brotli at quality 11: its first load and the player with
 * one scene (at most 100 KB on the wire, for a guest's phone). React DOM alone is about 55 KB of
 * it.
 */
const INVITE_FIRST_LOAD_JS_BUDGET = 100 * KB;

describe('the production chunk graph', () => {
  let files = new Map<string, OutputChunk | OutputAsset>();
  let chunks: OutputChunk[] = [];
  /** The host's app (index.html) and the guest's pages (invite.html). */
  let appEntry: OutputChunk;
  let guestEntry: OutputChunk;

  // A production build of the whole app: a few seconds alone, longer on a busy machine.
  beforeAll(async () => {
    files = await productionBuild();
    chunks = [...files.values()].filter((item): item is OutputChunk => item.type === 'chunk');
    const entryOf = (page: string) => {
      const found = chunks.find((item) => item.isEntry && item.facadeModuleId?.endsWith(page));
      if (!found) throw new Error(`the build has no entry chunk for ${page}`);
      return found;
    };
    appEntry = entryOf('/index.html');
    guestEntry = entryOf('/invite.html');
  }, 120_000);
  afterAll(() => {
    vi.unstubAllEnvs();
  });

  const chunk = (fileName: string) => {
    const found = files.get(fileName);
    if (found?.type !== 'chunk') throw new Error(`no chunk ${fileName}`);
    return found;
  };
  const holds = (item: OutputChunk, file: string) =>
    item.moduleIds.some((id) => id.startsWith(`${src}${file}`));

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
      // The app entry's dynamic imports are the other pages' routes (and lazy parts of the shell).
      todo.push(
        ...next.imports,
        ...(options.dynamic && next !== appEntry ? next.dynamicImports : []),
      );
    }
    return [...seen].map(chunk);
  };

  /** A host page's first load: the app's entry, the route's chunks and what they import statically. */
  const firstLoad = (routeFile: string) =>
    reachable([appEntry, ...routeChunks(routeFile)], { dynamic: false });
  /**
   * The guest page's first load: its entry and, once the server's invitation is painted, the app
   * that entry imports (guest-boot.tsx), with everything they import statically.
   */
  const guestFirstLoad = () =>
    reachable([guestEntry, ...chunks.filter((item) => holds(item, 'guest-boot.tsx'))], {
      dynamic: false,
    });

  const offenders = (loaded: OutputChunk[]) =>
    loaded.flatMap((item) =>
      item.moduleIds.flatMap((id) => {
        const why = notForGuests(id);
        return why ? [`${id.replace(src, 'src/')} (${why}) in ${item.fileName}`] : [];
      }),
    );

  it("the guest's page loads no host-only module and not the router at first", () => {
    const loaded = guestFirstLoad();
    expect(loaded.some((item) => holds(item, 'features/guest/invite-page.tsx'))).toBe(true);
    expect(offenders(loaded)).toEqual([]);
  });

  it('nor later: what it loads when needed (the player, its scenes) holds none either', () => {
    const later = reachable([guestEntry], { dynamic: true });
    expect(later.some((item) => holds(item, 'features/player/invitation-player.tsx'))).toBe(true);
    expect(offenders(later)).toEqual([]);
  });

  it("the guest page's own script is all it runs before the paint: the app comes after", () => {
    // What invite.html's script imports statically is fetched before that script can wait for the
    // paint (a shared import once pulled the 270 KB common chunk in ahead of the invitation).
    const beforePaint = reachable([guestEntry], { dynamic: false });
    const bytes = beforePaint.reduce((sum, item) => sum + Buffer.byteLength(item.code), 0);
    expect(bytes, beforePaint.map((item) => item.fileName).join(', ')).toBeLessThanOrEqual(4 * KB);
  });

  it("the player is not in the guest page's first load: it follows the painted invitation", () => {
    const player = guestFirstLoad().filter((item) =>
      holds(item, 'features/player/invitation-player.tsx'),
    );
    expect(player.map((item) => item.fileName)).toEqual([]);
  });

  it('no host page pays for the invitation player before it shows one', () => {
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
        holds(item, 'features/player/invitation-player.tsx'),
      );
      expect(
        player.map((item) => item.fileName),
        routeFile,
      ).toEqual([]);
    }
  });

  it(`keeps what /invite/{code} loads on opening within ${INVITE_FIRST_LOAD_JS_BUDGET / KB} KB (Brotli)`, () => {
    // The first load, then the player and the invitation's scene (each scene is its own chunk:
    // the heaviest one counts).
    const first = guestFirstLoad();
    const player = reachable(
      chunks.filter((item) => holds(item, 'features/player/invitation-player.tsx')),
      { dynamic: false },
    ).filter((item) => !first.includes(item));
    const scenes = Object.keys(SCENE_LOADERS).map((name) => {
      const sceneChunks = reachable(
        chunks.filter((item) => holds(item, `features/player/scenes/${name}/${name}.tsx`)),
        { dynamic: false },
      ).filter((item) => !first.includes(item) && !player.includes(item));
      // Each scene's folder is a chunk of its own (web/vite.config.ts).
      expect(sceneChunks.map((item) => item.fileName).join(' '), name).toContain(`scene-${name}-`);
      return sceneChunks.reduce((sum, item) => sum + brotliBytes(item.code), 0);
    });
    const js = [...first, ...player].reduce((sum, item) => sum + brotliBytes(item.code), 0);
    expect(js + Math.max(...scenes)).toBeLessThanOrEqual(INVITE_FIRST_LOAD_JS_BUDGET);
  });
});
