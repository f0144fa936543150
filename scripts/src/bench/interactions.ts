import { cpus } from 'node:os';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BENCH_VIEWPORT, launchChromium } from './bench-browser.ts';
import { type BenchSite, openBenchSite } from './bench-site.ts';
import { type Better, figure, type Goal, verdict } from './figures.ts';
import { CPU_SLOWDOWN } from './layout-frames.ts';
import { describeLoad, startLoadSampler } from './load-sampler.ts';
import {
  clearPageEntries,
  EVENT_THRESHOLD_MS,
  layoutShiftWithin,
  readPageEntries,
  recordPageEntries,
  worstInteractionMs,
} from './page-entries.ts';
import { table } from './stats.ts';

/** The goals: an interaction paints within 200 ms, a guest page shifts at most 0.05 in 10 s. */
const INP_GOAL: Goal = { limit: 200, on: 'worst' };
const CLS_GOAL: Goal = { limit: 0.05, on: 'worst' };
/** The guest page's first seconds over which its layout shift is summed. */
const SHIFT_WINDOW_MS = 10_000;
/** After an interaction: long enough for its next paint, and for the entries reported after it. */
const AFTER_INTERACTION_MS = 1000;
/** Before an interaction: the page's start-up work settles, as a person reads before acting. */
const SETTLE_MS = 1000;
const STEP_TIMEOUT_MS = 60_000;

/**
 * A fresh phone-sized context (the guest's usual screen, and a host's often enough) and its page,
 * with its entries recorded and the CPU slowed CPU_SLOWDOWN times (CDP
 * Emulation.setCPUThrottlingRate) from before its first navigation; signed in as the site's host
 * when `signedIn`.
 */
async function throttledPage(
  browser: Browser,
  site: BenchSite,
  signedIn: boolean,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: BENCH_VIEWPORT,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await recordPageEntries(page);
  const cdp = await context.newCDPSession(page);
  if (signedIn) {
    // Production's __Host- cookie is Secure with no Domain: set for the address alone, as the
    // server's Set-Cookie would (Playwright's addCookies gives it a Domain, which __Host- refuses).
    const [name = '', value = ''] = site.host.cookie.split('=');
    await cdp.send('Network.setCookie', {
      name,
      value,
      url: `${site.url}/`,
      secure: true,
      httpOnly: true,
      sameSite: 'Lax',
    });
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page };
}

/** The worst duration of the interaction `act` does, once the page has settled. */
async function interaction(page: Page, act: () => Promise<void>): Promise<number> {
  await page.waitForLoadState('load');
  await page.waitForTimeout(SETTLE_MS);
  await clearPageEntries(page);
  await act();
  await page.waitForTimeout(AFTER_INTERACTION_MS);
  return worstInteractionMs((await readPageEntries(page)).event);
}

/** The create wizard's first step: a name typed, then a tap on Next (to the second step). */
async function wizardNext(browser: Browser, site: BenchSite): Promise<number> {
  const { context, page } = await throttledPage(browser, site, true);
  try {
    await page.goto(`${site.url}/create-event`);
    const main = page.getByRole('main');
    const name = main.getByLabel('Event name', { exact: true });
    await name.waitFor({ timeout: STEP_TIMEOUT_MS });
    await name.fill('Bench party');
    return await interaction(page, async () => {
      await main.getByRole('button', { name: 'Next', exact: true }).tap();
      await main.getByLabel('Location', { exact: true }).waitFor({ timeout: STEP_TIMEOUT_MS });
    });
  } finally {
    await context.close();
  }
}

/**
 * Manage Guests' status filter, once the list has loaded: ArrowDown on the focused select picks the
 * next filter, a real key press (a script's change event is no interaction to Event Timing).
 */
async function guestListFilter(browser: Browser, site: BenchSite): Promise<number> {
  const { context, page } = await throttledPage(browser, site, true);
  try {
    await page.goto(`${site.url}/event/${site.hostEventId}/guests`);
    const filter = page
      .getByRole('main')
      .getByRole('tabpanel')
      .getByRole('combobox', { name: 'Status filter' });
    // The options carry their counts once the list has loaded.
    await filter.locator('option', { hasText: '(' }).first().waitFor({
      state: 'attached',
      timeout: STEP_TIMEOUT_MS,
    });
    await filter.focus();
    const before = await filter.inputValue();
    const worst = await interaction(page, () => page.keyboard.press('ArrowDown'));
    if ((await filter.inputValue()) === before)
      throw new Error(`ArrowDown left the guest list's filter on "${before}"`);
    return worst;
  } finally {
    await context.close();
  }
}

/** A first visit to a guest page: its layout shift over the first SHIFT_WINDOW_MS. */
async function guestPageShift(browser: Browser, site: BenchSite, path: string): Promise<number> {
  const { context, page } = await throttledPage(browser, site, false);
  try {
    await page.goto(`${site.url}${path}`, { waitUntil: 'commit' });
    await page.waitForFunction((ms) => performance.now() >= ms, SHIFT_WINDOW_MS, {
      polling: 250,
      timeout: SHIFT_WINDOW_MS + STEP_TIMEOUT_MS,
    });
    return layoutShiftWithin((await readPageEntries(page)).shift, SHIFT_WINDOW_MS);
  } finally {
    await context.close();
  }
}

/** One thing measured: its runs so far, how one more is taken and how a value is printed. */
interface Measured {
  name: string;
  values: number[];
  run: (browser: Browser) => Promise<number>;
  print: (value: number) => string | number;
}

const printMs = (v: number) => (v < EVENT_THRESHOLD_MS ? `< ${EVENT_THRESHOLD_MS}` : Math.round(v));
const printShift = (v: number) => v.toFixed(3);

function rows(measured: Measured[], goal: Goal) {
  const better: Better = 'lower';
  return measured.map(({ name, values, print }) => {
    const { worst, median, met } = figure(values, better, goal);
    return [name, values.length, print(worst), print(median), verdict(better, goal, met, print)];
  });
}

/**
 * BENCH=interactions: INP of the wizard's Next and the guest list's filter, and every layout's
 * guest page's layout shift over its first 10 s, in Debian's Chromium at 4× CPU; INTERACTION_RUNS
 * runs of each (default 3), taken in turn. See run.ts.
 */
export async function benchInteractions(): Promise<void> {
  const runs = Number(process.env.INTERACTION_RUNS ?? 3);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(
      `INTERACTION_RUNS must be a whole number ≥ 1; it is "${process.env.INTERACTION_RUNS}"`,
    );
  const load = startLoadSampler();
  const site = await openBenchSite('interactions');
  const browser = await launchChromium();
  try {
    const inp: Measured[] = [
      { name: 'wizard step 1: Next', values: [], run: (b) => wizardNext(b, site), print: printMs },
      {
        name: 'guest list: status filter',
        values: [],
        run: (b) => guestListFilter(b, site),
        print: printMs,
      },
    ];
    const shift: Measured[] = site.guestPages.map(({ layout, path }) => ({
      name: layout,
      values: [],
      run: (b) => guestPageShift(b, site, path),
      print: printShift,
    }));
    for (let i = 0; i < runs; i++) {
      for (const m of [...inp, ...shift]) {
        const value = await m.run(browser);
        m.values.push(value);
        console.error(`done: ${m.name} run ${i + 1}/${runs}: ${m.print(value)}`);
      }
    }

    const heading = `${CPU_SLOWDOWN}× CPU (CDP), Debian's Chromium on a ${BENCH_VIEWPORT.width}×${BENCH_VIEWPORT.height} phone, production server, web build of ${site.builtAt.toISOString()}; ${cpus().length} cores, Node ${process.version}; ${describeLoad(load.stop())}`;
    console.log(
      `\nINP: the worst Event Timing duration of each interaction (input → next paint, ms); ${heading}\n`,
    );
    console.log(
      table(['interaction', 'runs', 'worst ms', 'median ms', 'goal'], rows(inp, INP_GOAL)),
    );
    console.log(
      `\nLayout shift of a first visit to each layout's guest page over its first ${SHIFT_WINDOW_MS / 1000} s (shifts without recent input, summed)\n`,
    );
    console.log(table(['layout', 'runs', 'worst', 'median', 'goal'], rows(shift, CLS_GOAL)));
  } finally {
    load.stop();
    await browser.close();
    await site.stop();
  }
}
