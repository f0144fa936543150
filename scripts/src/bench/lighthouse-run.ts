import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { type RunnerResult } from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../../e2e/chromium.ts';

/**
 * The Lighthouse flags: headless Debian Chromium kept off the network (only local hosts are
 * reachable here).
 */
const CHROME_FLAGS = ['--headless=new', ...chromiumArgs];

/** One response of a Lighthouse load, with the headers the server sent for it. */
export interface Resource {
  url: string;
  resourceType: string;
  statusCode: number;
  /** Bytes on the wire: headers and the (possibly compressed) body. */
  transferSize: number;
  /** The body once decoded. */
  resourceSize: number;
  encoding: string;
  contentLength: number | undefined;
}

export interface LighthouseRun {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  resources: Resource[];
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  statusCode?: number;
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
  const response = await fetch(url, {
    headers: { 'accept-encoding': 'br, gzip' },
    signal: AbortSignal.timeout(10_000),
  });
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

/** Each response of the load, with the encoding and length its headers gave. */
async function resourcesOf(result: RunnerResult): Promise<Resource[]> {
  const items = ((result.lhr.audits['network-requests']?.details as { items?: NetworkItem[] })
    ?.items ?? []) as NetworkItem[];
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
      statusCode: item.statusCode ?? 0,
      transferSize: item.transferSize ?? 0,
      resourceSize: item.resourceSize ?? 0,
      encoding: sent?.['content-encoding'] ?? 'none',
      contentLength: length === undefined ? undefined : Number(length),
    });
  }
  return resources;
}

/**
 * A page measured signed in must have been: it stayed at its address (a signed-out visitor is sent
 * to sign in) and no API call of it was refused.
 */
function checkSignedIn(url: string, finalUrl: string, resources: Resource[]) {
  const asked = new URL(url);
  const shown = new URL(finalUrl);
  if (shown.pathname !== asked.pathname)
    throw new Error(
      `Lighthouse was sent from ${asked.pathname} to ${shown.pathname}: not signed in?`,
    );
  const refused = resources.find((r) => r.url.includes('/trpc/') && r.statusCode === 401);
  if (refused) throw new Error(`${refused.url} answered 401 while measuring ${url}`);
}

/**
 * One Lighthouse run (mobile profile, performance only) in a Chromium of its own; `cookie` is sent
 * with every request (Lighthouse's extraHeaders), for a host's signed-in page.
 */
export async function runLighthouse(url: string, cookie?: string): Promise<LighthouseRun> {
  const chrome = await launch({ chromePath: chromiumPath(), chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      extraHeaders: cookie === undefined ? null : { Cookie: cookie },
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
    const resources = await resourcesOf(result);
    if (cookie !== undefined) checkSignedIn(url, lhr.finalDisplayedUrl, resources);
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
