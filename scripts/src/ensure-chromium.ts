import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from '../e2e/chromium.ts';

/**
 * The browser tests drive Debian's Chromium (no test tool may download its own browser). Install it
 * from Debian's packages when it is missing and we may; otherwise say exactly what to do.
 */
const path = chromiumPath();
if (existsSync(path)) process.exit(0);
if (process.env.CHROMIUM_PATH) {
  console.error(`CHROMIUM_PATH is set to ${path}, but there is no file there.`);
  process.exit(1);
}
const isRoot = process.getuid?.() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (!isRoot || !hasApt) {
  console.error(
    'The browser tests need Chromium at /usr/bin/chromium. Install it with\n' +
      '  sudo apt-get update && sudo apt-get install -y chromium\n' +
      'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  );
  process.exit(1);
}
console.log('Installing Chromium from Debian packages…');
execFileSync('apt-get', ['update'], { stdio: 'inherit' });
execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
  stdio: 'inherit',
  env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
});
