import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { startResendStandIn } from '@partyreel/server/mail/resend-stand-in';
import { newWebhookSecret } from '@partyreel/server/mail/svix-signature';
import { startStripeStandIn } from '@partyreel/server/payments/stripe-stand-in';
import { launch } from 'chrome-launcher';
import lighthouse, { type RunnerResult } from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../../e2e/chromium.ts';
import { startServer } from '../run-server.ts';
import { createHostedEvent } from './hosted-event.ts';
import { summarize, table } from './stats.ts';
import { copyWebBuild, freePort } from './web-build.ts';

/** The goals the figures are read against (set for a guest's page being fast on a phone). */
const GOALS = {
  guestScore: 95,
  otherScore: 90,
  guestLcpMs: 1500,
  guestTbtMs: 150,
  guestCls: 0.05,
  guestFirstLoadJsKb: 100,
} as const;

/**
 * The Lighthouse flags: headless Debian Chromium kept off the network (only local hosts are
 * reachable here).
 */
const CHROME_FLAGS = ['--headless=new', ...chromiumArgs];

const STRIPE_SECRET_KEY = 'sk_test_bench_lighthouse';
const STRIPE_WEBHOOK_SECRET = 'whsec_bench_lighthouse';
const RESEND_API_KEY = 're_bench_lighthouse';
/** Production refuses Resend without the secret its webhooks are signed with (docs/decisions/033). */
const RESEND_WEBHOOK_SECRET = newWebhookSecret();

/** One response of a Lighthouse load, with the headers the server sent for it. */
interface Resource {
  url: string;
  resourceType: string;
  /** Bytes on the wire: headers and the (possibly compressed) body. */
  transferSize: number;
  /** The body once decoded. */
  resourceSize: number;
  encoding: string;
  contentLength: number | undefined;
}

interface LighthouseRun {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  resources: Resource[];
}

interface PageResult {
  name: string;
  path: string;
  runs: LighthouseRun[];
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
}

/**
 * The response headers of each request in the run's DevTools log (Network.responseReceived), by
 * URL: Lighthouse's network-requests audit keeps sizes but no headers.
 */
function headersByUrl(result: RunnerResult): Map<string, Record<string, string>> {
  const byUrl = new Map<string, Record<string, string>>();
  const log = (result.artifacts as { DevtoolsLog?: { method: string; params: unknown }[] })
    .DevtoolsLog;
  for (const entry of log ?? []) {
    if (entry.method !== 'Network.responseReceived') continue;
    const { response } = entry.params as {
      response: { url: string; headers: Record<string, string> };
    };
    const lower = Object.fromEntries(
      Object.entries(response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]),
    );
    byUrl.set(response.url, lower);
  }
  return byUrl;
}

/** When the log has no headers for a URL: ask the server ourselves, as a browser would. */
async function fetchedHeaders(url: string): Promise<Record<string, string>> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'br, gzip' } });
  // Node's fetch decodes the body but leaves the headers as sent.
  await response.arrayBuffer();
  return Object.fromEntries(response.headers);
}

const AUDIT_KEYS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
} as const;

/** One Lighthouse run (mobile profile, performance only) in a Chromium of its own. */
async function runLighthouse(url: string): Promise<LighthouseRun> {
  const chrome = await launch({ chromePath: chromiumPath(), chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    // LH_SAVE=<folder>: keep each run's whole report, to look into a figure.
    if (process.env.LH_SAVE) {
      mkdirSync(process.env.LH_SAVE, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '_') || 'root'}-${Date.now()}.json`;
      writeFileSync(join(process.env.LH_SAVE, name), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message} (${url})`);
    const metric = (key: string) => {
      const value = lhr.audits[key]?.numericValue;
      if (value === undefined) throw new Error(`Lighthouse's ${key} has no value for ${url}`);
      return value;
    };
    const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] })?.items ??
      []) as NetworkItem[];
    const headers = headersByUrl(result);
    const resources: Resource[] = [];
    for (const item of items) {
      const resourceType = item.resourceType ?? 'Other';
      let sent = headers.get(item.url);
      if (!sent && ['Script', 'Stylesheet', 'Document'].includes(resourceType))
        sent = await fetchedHeaders(item.url);
      const length = sent?.['content-length'];
      resources.push({
        url: item.url,
        resourceType,
        transferSize: item.transferSize ?? 0,
        resourceSize: item.resourceSize ?? 0,
        encoding: sent?.['content-encoding'] ?? 'none',
        contentLength: length === undefined ? undefined : Number(length),
      });
    }
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcp: metric(AUDIT_KEYS.fcp),
      lcp: metric(AUDIT_KEYS.lcp),
      tbt: metric(AUDIT_KEYS.tbt),
      cls: metric(AUDIT_KEYS.cls),
      si: metric(AUDIT_KEYS.si),
      resources,
    };
  } finally {
    chrome.kill();
  }
}

const median = (values: number[]) => summarize(values).p50;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const bytesOf = (run: LighthouseRun, type?: string) =>
  run.resources
    .filter((r) => type === undefined || r.resourceType === type)
    .reduce((sum, r) => sum + r.transferSize, 0);
const goal = (met: boolean, text: string) => `${text} ${met ? 'yes' : 'NO'}`;

function printResults(pages: PageResult[], builtAt: Date) {
  const machine = `${cpus().length} cores, load ${loadavg()[0]?.toFixed(1)}, Node ${process.version}`;
  const runs = pages[0]?.runs.length ?? 0;
  console.log(
    `\nLighthouse 13, mobile profile (simulated throttling), performance only: per page each figure is the median of its own ${runs} runs; production server, web build of ${builtAt.toISOString()} (${machine})\n`,
  );
  console.log(
    table(
      ['page', 'score', 'score goal', 'FCP ms', 'LCP ms', 'LCP goal', 'TBT ms', 'TBT goal'],
      pages.map(({ name, runs }) => {
        const guest = name === 'guest';
        const score = median(runs.map((r) => r.score));
        const lcp = median(runs.map((r) => r.lcp));
        const tbt = median(runs.map((r) => r.tbt));
        const scoreGoal = guest ? GOALS.guestScore : GOALS.otherScore;
        return [
          name,
          score,
          goal(score >= scoreGoal, `≥ ${scoreGoal}`),
          Math.round(median(runs.map((r) => r.fcp))),
          Math.round(lcp),
          guest ? goal(lcp <= GOALS.guestLcpMs, `≤ ${GOALS.guestLcpMs}`) : '–',
          Math.round(tbt),
          guest ? goal(tbt <= GOALS.guestTbtMs, `≤ ${GOALS.guestTbtMs}`) : '–',
        ];
      }),
    ),
  );
  console.log('');
  console.log(
    table(
      ['page', 'CLS', 'CLS goal', 'Speed Index ms', 'scores of each run'],
      pages.map(({ name, runs }) => {
        const cls = median(runs.map((r) => r.cls));
        return [
          name,
          cls.toFixed(3),
          name === 'guest' ? goal(cls <= GOALS.guestCls, `≤ ${GOALS.guestCls}`) : '–',
          Math.round(median(runs.map((r) => r.si))),
          runs.map((r) => r.score).join(', '),
        ];
      }),
    ),
  );

  console.log(
    '\nBytes on the wire per page (transferSize of every response: headers and body as sent; median of the runs)\n',
  );
  console.log(
    table(
      [
        'page',
        'path',
        'requests',
        'all KB',
        'document KB',
        'first-load JS KB',
        'JS goal',
        'CSS KB',
        'fonts KB',
        'images KB',
      ],
      pages.map(({ name, path, runs }) => {
        const js = median(runs.map((r) => bytesOf(r, 'Script')));
        return [
          name,
          name === 'guest' ? '/invite/{code}' : path,
          median(runs.map((r) => r.resources.length)),
          kb(median(runs.map((r) => bytesOf(r)))),
          kb(median(runs.map((r) => bytesOf(r, 'Document')))),
          kb(js),
          name === 'guest'
            ? goal(js / 1024 <= GOALS.guestFirstLoadJsKb, `≤ ${GOALS.guestFirstLoadJsKb}`)
            : '–',
          kb(median(runs.map((r) => bytesOf(r, 'Stylesheet')))),
          kb(median(runs.map((r) => bytesOf(r, 'Font')))),
          kb(median(runs.map((r) => bytesOf(r, 'Image')))),
        ];
      }),
    ),
  );

  console.log(
    '\nThe document, JavaScript and CSS of each page as served (last run; encoding and content-length from the response headers; wire = transferSize, decoded = the body once decoded)\n',
  );
  const rows: (string | number)[][] = [];
  for (const { name, runs } of pages) {
    const last = runs.at(-1);
    if (!last) continue;
    const shown = last.resources
      .filter((r) => ['Document', 'Script', 'Stylesheet'].includes(r.resourceType))
      .sort((a, b) => b.transferSize - a.transferSize);
    for (const r of shown) {
      const path = new URL(r.url).pathname;
      rows.push([
        name,
        r.resourceType === 'Document' && name === 'guest' ? '/invite/{code}' : path,
        r.resourceType,
        r.encoding,
        r.contentLength === undefined ? '–' : kb(r.contentLength),
        kb(r.transferSize),
        kb(r.resourceSize),
      ]);
    }
  }
  console.log(
    table(['page', 'file', 'type', 'encoding', 'content-length KB', 'wire KB', 'decoded KB'], rows),
  );
}

/**
 * BENCH=lighthouse: Lighthouse (mobile, performance only) LH_RUNS times (default 3) on the landing
 * page, the waitlist and a real guest page, against the production build served by our own server
 * in production mode, so the figures carry its real headers and encodings. See run.ts.
 */
export async function benchLighthouse(): Promise<void> {
  const runsPerPage = Number(process.env.LH_RUNS ?? 3);
  if (!Number.isInteger(runsPerPage) || runsPerPage < 1)
    throw new Error(`LH_RUNS must be a whole number ≥ 1; it is "${process.env.LH_RUNS}"`);
  const work = copyWebBuild('lighthouse');
  console.error(`lighthouse bench: measuring the web build of ${work.builtAt.toISOString()}`);

  // Production will not start without Resend and Stripe; neither can be reached from here
  // (only the package registries are reachable from this machine), so both point at the local
  // stand-ins the tests use. Nothing the measured pages load goes to either: they only serve the
  // host's registration e-mail and the checkout.
  const resend = await startResendStandIn({ apiKey: RESEND_API_KEY });
  const stripe = await startStripeStandIn({
    secretKey: STRIPE_SECRET_KEY,
    // The host's event is unlocked with this code (hosted-event.ts): Stripe must have it.
    promotionCodes: { LAUNCH100: { id: 'promo_launch100' } },
  });
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    // The server's source through tsx (`pnpm start` runs the same code bundled into
    // server/dist/server.js, which this bench does not build). NODE_ENV=production: the production
    // headers, compression, caching and checks; rate limits stay on (production refuses them off).
    server = await startServer({
      NODE_ENV: 'production',
      PORT: String(port),
      PUBLIC_URL: publicUrl,
      COOKIE_SECRET: randomBytes(32).toString('base64url'),
      LOG_LEVEL: 'warn',
      DATA_DIR: work.dataDir,
      DATABASE_URL: undefined,
      WEB_DIST: work.dist,
      RATE_LIMITS: undefined,
      RESEND_API_KEY,
      MAIL_FROM: 'PartyReel Bench <bench@example.com>',
      RESEND_BASE_URL: resend.url,
      RESEND_WEBHOOK_SECRET,
      STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
      STRIPE_PRICE_ID: undefined,
    });
    if (new URL(server.url).origin !== publicUrl)
      throw new Error(`the server listens on ${server.url}, not on PUBLIC_URL ${publicUrl}`);

    // A real guest page: a host registers, makes an event from a scene template and unlocks it
    // with LAUNCH100 (through the Stripe stand-in and the signed webhook Stripe would send).
    // LH_LAYOUT=arcade: the guest page of another layout's template (poster by default).
    const hosted = await createHostedEvent(publicUrl, 'lighthouse', {
      layout: process.env.LH_LAYOUT ?? 'poster',
      guests: 1,
      unlock: { kind: 'stripe-stand-in', webhookSecret: STRIPE_WEBHOOK_SECRET },
    });
    const targets = [
      { name: 'landing', path: '/' },
      { name: 'waitlist', path: '/waitlist' },
      { name: 'guest', path: hosted.shareLinkPath },
    ];

    // One unmeasured load of each page first, so the server's own caches and code paths are warm.
    for (const { path } of targets) await (await fetch(`${publicUrl}${path}`)).arrayBuffer();

    const pages: PageResult[] = targets.map((t) => ({ ...t, runs: [] }));
    // Round robin over the pages, so a burst of load on the shared machine spreads over all three.
    for (let i = 0; i < runsPerPage; i++) {
      for (const page of pages) {
        const run = await runLighthouse(`${publicUrl}${page.path}`);
        page.runs.push(run);
        console.error(
          `done: lighthouse ${page.name} run ${i + 1}/${runsPerPage}: score ${run.score}, LCP ${Math.round(run.lcp)} ms`,
        );
      }
    }
    printResults(pages, work.builtAt);
  } finally {
    await server?.stop();
    await stripe.close();
    await resend.close();
    work.remove();
  }
}
