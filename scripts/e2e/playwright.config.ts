import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, journeyChromiumPath } from './chromium.ts';

const launchOptions = { executablePath: journeyChromiumPath(), args: chromiumArgs };

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  // Two: a third worker cut the suite from 470 to 417 s but made journeys fail under the load
  // (three timing failures in seven CI runs), so it went back (docs/decisions/058).
  workers: 2,
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
