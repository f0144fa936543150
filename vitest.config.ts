import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const common = {
  setupFiles: [fileURLToPath(new URL('./vitest.setup.ts', import.meta.url))],
  // An unusual zone, so code that forgets a time zone fails here rather than for a user.
  env: { TZ: 'Asia/Kathmandu' },
};

/**
 * The web's tests: Testing Library's DOM matchers and waits (web/src/test/dom-testing.ts) in
 * happy-dom.
 */
const web = {
  ...common,
  setupFiles: [
    ...common.setupFiles,
    fileURLToPath(new URL('./web/src/test/dom-testing.ts', import.meta.url)),
  ],
  root: './web',
  environment: 'happy-dom',
};
/**
 * Web tests that need modules no other file has loaded (the lazy toast layer's first load): they
 * run isolated. The rest share their worker's modules (decisions/052): each renders its own tree
 * over its own fake API, so a second file finds nothing of the first's.
 */
const FRESH_MODULE_TESTS = ['src/ui/toast.test.tsx'];

/**
 * The music synthesiser's tests (the whole catalogue rendered and measured: a third of a minute)
 * read no database, so they are a project of their own that a second pass on another database
 * (.ci/run's PostgreSQL pass takes `server` and `db`) need not repeat.
 */
const MUSIC_TESTS = ['src/music/**/*.test.ts'];

export default defineConfig({
  test: {
    // vitest's default is one worker fewer than the cores: one on a 2-core machine. A test file
    // spends much of its time waiting (on timers, sockets, child servers), so at least two.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { extends: true, test: { ...common, name: 'shared', root: './shared', environment: 'node' } },
      {
        extends: true,
        test: {
          ...common,
          name: 'db',
          root: './db',
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          ...common,
          name: 'server',
          root: './server',
          environment: 'node',
          exclude: [...MUSIC_TESTS, '**/node_modules/**'],
          // Files share their worker's module graph instead of importing the server afresh each
          // time (most of a file's start-up). Every file starts its own app and database, and
          // nothing the server keeps in a module outlives an app (decisions/052).
          isolate: false,
          // One migrated template per run; each test file's database copies it (server/test).
          globalSetup: ['./test/global-setup.ts'],
          setupFiles: [...common.setupFiles, './test/setup-database.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          ...common,
          name: 'music',
          root: './server',
          environment: 'node',
          include: MUSIC_TESTS,
          // Rendering a track twice takes seconds on a busy machine, as the server project allows.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          ...common,
          name: 'scripts',
          root: './scripts',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          ...web,
          name: 'web',
          exclude: [...FRESH_MODULE_TESTS, '**/node_modules/**'],
          isolate: false,
        },
      },
      { extends: true, test: { ...web, name: 'web-fresh-modules', include: FRESH_MODULE_TESTS } },
    ],
  },
});
