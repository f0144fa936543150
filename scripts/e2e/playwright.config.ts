import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.ts';

const launchOptions = { executablePath: chromiumPath(), args: chromiumArgs };

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  // One worker more than the cores: a journey spends part of its time waiting (on the server, a
  // fade, a 10 s layout-shift window), which a third worker fills. On this 2-core machine the suite
  // took 470 s with two workers and 417 s with three, every journey passing (docs/decisions/058).
  workers: availableParallelism() + 1,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    // Set by global-setup, which starts the built app before the workers load this file.
    baseURL: process.env.E2E_BASE_URL,
    trace: 'off',
    launchOptions,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions } },
    { name: 'mobile', use: { ...devices['Pixel 7'], launchOptions } },
  ],
});
