/**
 * The browsers, both from Debian's packages. The benches drive the full Chromium (`chromium`), the
 * browser people use, so what they measure is what a guest gets. The journeys drive Chromium's
 * headless shell (`chromium-headless-shell`: the same Blink and V8 without the browser's own
 * layers), which does the same work for a fifth less CPU on a 2-core machine
 * (docs/decisions/065). `CHROMIUM_PATH` points both at another Chromium or Chrome.
 */
export const FULL_CHROMIUM = '/usr/bin/chromium';
export const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/** The full browser, for the benches. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? FULL_CHROMIUM;
}

/** The headless shell, for the journeys. */
export function journeyChromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? HEADLESS_SHELL;
}

/** Without the background-networking flags Chromium keeps trying to reach outside hosts. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
