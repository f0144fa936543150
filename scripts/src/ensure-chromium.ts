import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { FULL_CHROMIUM, HEADLESS_SHELL } from '../e2e/chromium.ts';

/**
 * The browser tests drive Debian's Chromium and its headless shell (no test tool may download its
 * own browser). Install them from Debian's packages when one is missing and we may; otherwise say
 * exactly what to do.
 */
const PACKAGES = [
  { name: 'chromium', path: FULL_CHROMIUM },
  { name: 'chromium-headless-shell', path: HEADLESS_SHELL },
];
const missing = PACKAGES.filter(({ path }) => !existsSync(path));
if (process.env.CHROMIUM_PATH) {
  if (existsSync(process.env.CHROMIUM_PATH)) process.exit(0);
  console.error(
    `CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, but there is no file there.`,
  );
  process.exit(1);
}
if (missing.length === 0) process.exit(0);
const names = missing.map(({ name }) => name);
const isRoot = process.getuid?.() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (!isRoot || !hasApt) {
  console.error(
    `The browser tests need Debian's ${names.join(' and ')}. Install with\n` +
      `  sudo apt-get update && sudo apt-get install -y ${names.join(' ')}\n` +
      'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  );
  process.exit(1);
}
console.log(`Installing ${names.join(' and ')} from Debian packages…`);
execFileSync('apt-get', ['update'], { stdio: 'inherit' });
execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...names], {
  stdio: 'inherit',
  env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
});
