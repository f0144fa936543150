import { readFileSync } from 'node:fs';

/**
 * The chunking rules both builds share (vite.config.ts for the host's app, vite.guest.config.ts for
 * the guest's pages): what a module is, and the scene groups.
 */

/** An entry page or its entry script: stays its entry's own chunk, which loads the groups it needs. */
export function pageRule(entryModules: ReadonlySet<string>) {
  return (id: string) => /\.html(?:$|\?)/.test(id) || entryModules.has(id);
}

/**
 * A module of one scene: everything in its folder, web/src/features/player/scenes/<layout>/ (the
 * scene, its motion, the helpers only it draws with), which scenes.ts loads apart.
 */
const SCENE_MODULE = /[\\/]features[\\/]player[\\/]scenes[\\/]([^\\/]+)[\\/]/;
/** The player's modules, and the template fonts' table that only it and its scenes read. */
const PLAYER_MODULE = /[\\/]src[\\/](?:features[\\/]player[\\/]|templates[\\/]fonts\.ts$)/;
/** The player itself and the other variants' stages: not helpers of the scenes. */
const NOT_SCENE_KIT = /invitation-player|fancy-|teaser-card/;

/**
 * Vite's own helpers (the modulepreload polyfill and the dynamic import loader every entry
 * imports): left to the bundler, which gives them a small chunk of their own, so that an entry
 * loads no group just for them.
 */
export const isViteHelper = (id: string) => id.startsWith('\0vite/');

/**
 * A scene's folder (the scene, its motion, the helpers only it uses) in one chunk (scenes.ts loads
 * each scene apart) rather than a sliver each, and the helpers that several of them (and the
 * player) share in another (a helper of one scene alone lives in that scene's folder).
 */
export const SCENE_GROUPS = [
  {
    name: (id: string) => {
      const scene = SCENE_MODULE.exec(id)?.[1];
      return scene ? `scene-${scene}` : null;
    },
    includeDependenciesRecursively: false,
    priority: 2,
  },
  {
    name: 'scene-kit',
    test: (id: string) => PLAYER_MODULE.test(id) && !NOT_SCENE_KIT.test(id),
    minShareCount: 2,
    includeDependenciesRecursively: false,
    priority: 2,
  },
];

/** Zod itself, wherever pnpm put it. */
export const isZodPackage = (id: string) =>
  /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?zod[\\/]/.test(id);

const schemaModules = new Map<string, boolean>();
/** A shared module that builds schemas with Zod (it imports it). */
function buildsSchemas(id: string): boolean {
  if (!/[\\/]shared[\\/]src[\\/].*\.ts$/.test(id)) return false;
  let builds = schemaModules.get(id);
  if (builds === undefined) {
    builds = /^import [^;]* from 'zod';$/m.test(readFileSync(id, 'utf8'));
    schemaModules.set(id, builds);
  }
  return builds;
}

/**
 * Zod and the shared modules that build schemas with it: what only the pages with forms or typed
 * search parameters run (docs/decisions/066), kept in a chunk of their own.
 */
export const isZodModule = (id: string) => isZodPackage(id) || buildsSchemas(id);
