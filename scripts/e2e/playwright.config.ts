import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.ts';

const launchOptions = { executablePath: chromiumPath(), args: chromiumArgs };

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
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
