import type { BenchSite } from './bench-site.ts';
import type { Goal } from './figures.ts';

/**
 * The pages Lighthouse measures, by the goals they are read against (set for the page being fast
 * on a phone): a guest's invitation, the public pages, a signed-in host's pages.
 */
export type PageKind = 'guest' | 'public' | 'host';

/** Per kind of page, each figure's goal; a figure without one is printed without a verdict. */
export interface PageGoals {
  score: Goal;
  tbtMs?: Goal;
  lcpMs?: Goal;
  cls?: Goal;
  /** All JavaScript the page loads, on the wire (Lighthouse never taps: until the guest taps). */
  scriptBytes?: Goal;
}

export const LIGHTHOUSE_GOALS: Record<PageKind, PageGoals> = {
  guest: {
    score: { limit: 95, on: 'worst' },
    tbtMs: { limit: 150, on: 'worst' },
    lcpMs: { limit: 1500, on: 'worst' },
    cls: { limit: 0.05, on: 'worst' },
    scriptBytes: { limit: 60 * 1024, on: 'worst' },
  },
  public: {
    score: { limit: 90, on: 'worst' },
    tbtMs: { limit: 200, on: 'worst' },
  },
  host: { score: { limit: 90, on: 'median' } },
};

export interface Target {
  name: string;
  kind: PageKind;
  /** The address measured. */
  path: string;
  /** The address as printed, without the event's id or code. */
  shownPath: string;
  runs: number;
  /** The session cookie a host's page is loaded with. */
  cookie?: string;
}

export interface RunCounts {
  guest: number;
  public: number;
  host: number;
}

function count(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a whole number ≥ 1; it is "${raw}"`);
  return value;
}

/**
 * Runs per page: LH_GUEST_RUNS for each layout's guest page (default 5), LH_RUNS for the landing
 * page and the waitlist (default 3), LH_HOST_RUNS for the host's pages (default LH_RUNS).
 */
export function runCounts(env: NodeJS.ProcessEnv): RunCounts {
  const publicRuns = count(env, 'LH_RUNS', 3);
  return {
    guest: count(env, 'LH_GUEST_RUNS', 5),
    public: publicRuns,
    host: count(env, 'LH_HOST_RUNS', publicRuns),
  };
}

/**
 * Every page measured: the landing page and the waitlist, the four pages a host opens most (signed
 * in: the dashboard, the event page, Manage Guests, the create wizard's first step), and every
 * layout's guest page.
 */
export function lighthouseTargets(site: BenchSite, runs: RunCounts): Target[] {
  const cookie = site.host.cookie;
  const event = `/event/${site.hostEventId}`;
  const host = (name: string, path: string, shownPath = path): Target => ({
    name,
    kind: 'host',
    path,
    shownPath,
    runs: runs.host,
    cookie,
  });
  return [
    { name: 'landing', kind: 'public', path: '/', shownPath: '/', runs: runs.public },
    {
      name: 'waitlist',
      kind: 'public',
      path: '/waitlist',
      shownPath: '/waitlist',
      runs: runs.public,
    },
    host('dashboard', '/dashboard'),
    host('event page', event, '/event/{id}'),
    host('manage guests', `${event}/guests`, '/event/{id}/guests'),
    host('wizard step 1', '/create-event'),
    ...site.guestPages.map(
      ({ layout, path }): Target => ({
        name: `guest ${layout}`,
        kind: 'guest',
        path,
        shownPath: '/invite/{code}',
        runs: runs.guest,
      }),
    ),
  ];
}

/**
 * LH_PAGES=<names>: only the pages whose name contains one of the comma-separated words (e.g.
 * `manage,wizard`), to look into a few pages without measuring all of them.
 */
export function chosenTargets<T extends { name: string }>(targets: T[], filter?: string): T[] {
  const words = (filter ?? '')
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);
  if (words.length === 0) return targets;
  const chosen = targets.filter((target) => words.some((word) => target.name.includes(word)));
  if (chosen.length === 0) throw new Error(`LH_PAGES=${filter} names none of the pages`);
  return chosen;
}

/**
 * The order of the runs: one of each page in turn, again and again, each page until it has its
 * runs, so a burst of load on the shared machine spreads over all the pages.
 */
export function roundRobin<T extends { runs: number }>(targets: readonly T[]): T[] {
  const order: T[] = [];
  const rounds = Math.max(0, ...targets.map((t) => t.runs));
  for (let round = 0; round < rounds; round++)
    for (const target of targets) if (round < target.runs) order.push(target);
  return order;
}
