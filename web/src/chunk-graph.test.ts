// @vitest-environment node
/**
 * Fast on a phone: the guest's invitation page loads only guest code. This runs the real production
 * builds (vite.config.ts for the host's app, vite.guest.config.ts for the guest's pages, as they
 * are, nothing written to disk) and walks their chunk graphs: what the guest's page (invite.html:
 * /invite/{code}) loads first (its entry and everything that imports statically) must hold no
 * host-only module and not the router, nor may what that page loads later (its dynamic imports: the
 * player). The guest's pages share no chunk with the host's app and run on Preact
 * (docs/decisions/053); all the JavaScript they load before a tap stays within its Brotli budget;
 * and the player stays out of every host page's first load.
 */
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isZodPackage } from '../build/chunk-rules.ts';
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

/** One of the two production builds (vite.config.ts, vite.guest.config.ts), in memory, by file name. */
async function productionBuild(
  configFile: string,
): Promise<Map<string, OutputChunk | OutputAsset>> {
  // Vitest runs with NODE_ENV=test, which would make Vite bundle React's development build.
  vi.stubEnv('NODE_ENV', 'production');
  const result = await build({
    root: webRoot,
    configFile: `${webRoot}${configFile}`,
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
 * All the JavaScript the guest's page loads before the guest taps, Brotli at quality 11: its first
 * load, the player and the heaviest scene (or another variant's stage). React DOM alone would be
 * 55 KB of it: the guest's pages run on Preact (docs/decisions/053).
 */
const GUEST_JS_BUDGET = 60 * KB;

describe('the production chunk graph', () => {
  /** Both builds' files (their hashed names do not meet), and which build each came from. */
  let files = new Map<string, OutputChunk | OutputAsset>();
  let chunks: OutputChunk[] = [];
  let guestFiles = new Set<string>();
  /** The host's app (index.html) and the guest's pages (invite.html). */
  let appEntry: OutputChunk;
  let guestEntry: OutputChunk;

  // Production builds of the whole app: a few seconds alone, longer on a busy machine.
  beforeAll(async () => {
    const host = await productionBuild('vite.config.ts');
    const guest = await productionBuild('vite.guest.config.ts');
    guestFiles = new Set(guest.keys());
    files = new Map([...host, ...guest]);
    chunks = [...files.values()].filter((item): item is OutputChunk => item.type === 'chunk');
    const entryOf = (page: string) => {
      const found = chunks.find((item) => item.isEntry && item.facadeModuleId?.endsWith(page));
      if (!found) throw new Error(`the build has no entry chunk for ${page}`);
      return found;
    };
    appEntry = entryOf('/index.html');
    guestEntry = entryOf('/invite.html');
  }, 180_000);
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
    reachable([guestEntry, ...guestChunks().filter((item) => holds(item, 'guest-boot.tsx'))], {
      dynamic: false,
    });
  /** The guest build's chunks. */
  const guestChunks = () => chunks.filter((item) => guestFiles.has(item.fileName));

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

  it('the pages a host opens most load no Zod at first: a form loads its schema when it opens', () => {
    // Zod and a schema built with it were about a third of the long task these pages ran once
    // their data came (measured under 4× CPU); their forms (Add Guests, Fix address, questions)
    // load it when opened.
    const zod = (item: OutputChunk) => item.moduleIds.some(isZodPackage);
    for (const routeFile of ['index.tsx', 'dashboard.tsx', 'event/$eventId.tsx']) {
      const loaded = firstLoad(routeFile);
      expect(
        loaded.filter(zod).map((item) => item.fileName),
        routeFile,
      ).toEqual([]);
    }
    const manageGuests = firstLoad('event/$eventId_.guests.tsx');
    expect(manageGuests.filter(zod).map((item) => item.fileName)).toEqual([]);
    // …while the pages that are forms still load it with them.
    expect(firstLoad('register.tsx').some(zod)).toBe(true);
  });

  it("shares no chunk with the host's app, and runs on Preact, not React DOM", () => {
    const all = reachable([guestEntry], { dynamic: true });
    expect(all.filter((item) => !guestFiles.has(item.fileName)).map((i) => i.fileName)).toEqual([]);
    const modules = all.flatMap((item) => item.moduleIds);
    expect(modules.some((id) => /[\\/]node_modules[\\/].*[\\/]react-dom[\\/]/.test(id))).toBe(
      false,
    );
    expect(modules.some((id) => /[\\/]node_modules[\\/].*[\\/]preact[\\/]/.test(id))).toBe(true);
  });

  it(`keeps all the JavaScript /invite/{code} loads before a tap within ${GUEST_JS_BUDGET / KB} KB (Brotli)`, () => {
    // The first load, then the player and the invitation's stage: a scene (each scene is its own
    // chunk, the heaviest counts) or another variant's frame.
    const first = guestFirstLoad();
    const closure = (file: string) =>
      reachable(
        guestChunks().filter((item) => holds(item, file)),
        { dynamic: false },
      );
    const player = [
      ...closure('features/player/lazy-invitation-player.tsx'),
      ...closure('features/player/invitation-player.tsx'),
    ].filter((item, i, list) => !first.includes(item) && list.indexOf(item) === i);
    const bytesOf = (loaded: OutputChunk[]) =>
      loaded
        .filter((item) => !first.includes(item) && !player.includes(item))
        .reduce((sum, item) => sum + brotliBytes(item.code), 0);
    const scenes = Object.keys(SCENE_LOADERS).map((name) => {
      const sceneChunks = closure(`features/player/scenes/${name}/${name}.tsx`);
      // Each scene's folder is a chunk of its own (web/build/chunk-rules.ts).
      expect(sceneChunks.map((item) => item.fileName).join(' '), name).toContain(`scene-${name}-`);
      return bytesOf(sceneChunks);
    });
    const otherStages = [
      'features/player/fancy-frame.tsx',
      'features/preview/teaser-stage.tsx',
    ].map((file) => bytesOf(closure(file)));
    const js = [...first, ...player].reduce((sum, item) => sum + brotliBytes(item.code), 0);
    expect(js + Math.max(...scenes, ...otherStages)).toBeLessThanOrEqual(GUEST_JS_BUDGET);
  });
});
