import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const common = {
  setupFiles: [fileURLToPath(new URL('./vitest.setup.ts', import.meta.url))],
  // An unusual zone, so code that forgets a time zone fails here rather than for a user.
  env: { TZ: 'Asia/Kathmandu' },
};

export default defineConfig({
  test: {
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
          testTimeout: 30_000,
          hookTimeout: 60_000,
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
        test: { ...common, name: 'web', root: './web', environment: 'happy-dom' },
      },
    ],
  },
});
