import { openBenchSite } from './bench-site.ts';
import { type PageResult, printLighthouse } from './lighthouse-print.ts';
import { runLighthouse } from './lighthouse-run.ts';
import { chosenTargets, lighthouseTargets, roundRobin, runCounts } from './lighthouse-targets.ts';
import { startLoadSampler } from './load-sampler.ts';

/** The longest one unmeasured warm-up load may take. */
const WARM_UP_TIMEOUT_MS = 30_000;

/**
 * BENCH=lighthouse: Lighthouse (mobile, performance only) on every layout's guest page, the landing
 * page, the waitlist and a signed-in host's four most opened pages, against the production build
 * served by our own server in production mode, so the figures carry its real headers and
 * encodings. See run.ts.
 */
export async function benchLighthouse(): Promise<void> {
  const runs = runCounts(process.env);
  const load = startLoadSampler();
  const site = await openBenchSite('lighthouse');
  try {
    const pages: PageResult[] = chosenTargets(
      lighthouseTargets(site, runs),
      process.env.LH_PAGES,
    ).map((t) => ({ ...t, measured: [] }));

    // One unmeasured load of each page first, so the server's own caches and code paths are warm.
    for (const { path, cookie } of pages) {
      const response = await fetch(`${site.url}${path}`, {
        headers: cookie === undefined ? {} : { cookie },
        signal: AbortSignal.timeout(WARM_UP_TIMEOUT_MS),
      });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${path} answered ${response.status} before measuring`);
    }

    for (const page of roundRobin(pages)) {
      const run = await runLighthouse(`${site.url}${page.path}`, page.cookie);
      page.measured.push(run);
      console.error(
        `done: lighthouse ${page.name} run ${page.measured.length}/${page.runs}: score ${run.score}, TBT ${Math.round(run.tbt)} ms, LCP ${Math.round(run.lcp)} ms`,
      );
    }
    printLighthouse(pages, site.builtAt, load.stop());
  } finally {
    load.stop();
    await site.stop();
  }
}
