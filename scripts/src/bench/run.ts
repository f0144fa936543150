import { cpus } from 'node:os';
import { startServer } from '../run-server.ts';
import { benchAnswers } from './answers-bench.ts';
import { onEachDatabase } from './databases.ts';
import { benchFanout } from './fanout.ts';
import { benchInteractions } from './interactions.ts';
import { benchInvitationPage } from './invitation-page.ts';
import { benchLighthouse } from './lighthouse.ts';
import { measureLiveWaitlist } from './live-waitlist.ts';
import { benchSend } from './send-bench.ts';
import { benchSendTexts } from './send-texts-bench.ts';
import { summarize, table } from './stats.ts';
import { benchTapToHost } from './tap-to-host.ts';

/**
 * `pnpm bench`: BENCH=waitlist, BENCH=invitation, BENCH=answers, BENCH=send, BENCH=lighthouse,
 * BENCH=interactions, BENCH=tap, BENCH=fanout or BENCH=all (the default: every one of them, in that
 * order) picks what runs.
 *
 * waitlist: how long a waitlist join takes to reach watching clients through the live layer,
 * on loopback, with the server in its own process. On PGlite always; on PostgreSQL too when
 * DATABASE_URL is set (in a fresh database that is dropped afterwards).
 * Options: JOINS (default 1000), SUBSCRIBERS (default "1,1000").
 *
 * invitation: the invitation page's first-load JavaScript and each layout's frame times
 * (invitation-page.ts); it needs the built web app (`pnpm build`).
 *
 * answers: a guest's answer → the host's live message with 1 and 1,000 hosts, and invite.respond's
 * answers per second against a bare route with the same SQL (answers-bench.ts).
 *
 * send: guests.send to 200 guests → its answer, and → every e-mail handed to the outbox transport
 * and to a Resend stand-in with its batch endpoint and rate limit (send-bench.ts).
 *
 * texts: guests.send to 200 phone-only guests → its answer, and → every text handed to Twilio's
 * stand-in within its rate, each number once (send-texts-bench.ts).
 *
 * lighthouse: Lighthouse 13 (its Node API, mobile profile, performance only) on every scene
 * layout's guest page `/invite/{code}` LH_GUEST_RUNS times (default 5), on `/` and `/waitlist`
 * LH_RUNS times (default 3), and on the four pages a host opens most, signed in (the dashboard, the
 * event page, Manage Guests, the create wizard's first step; Lighthouse sends the host's session
 * cookie with every request) LH_HOST_RUNS times (default LH_RUNS); one run of each page in turn,
 * so a burst of load spreads over all of them. Per page it prints the score, TBT, LCP, CLS and the
 * JavaScript on the wire (transferSize of every Script response), each as its worst run and its
 * median beside its goal, read on the worst run where every run must meet it and on the median
 * where the median must; then FCP, Speed Index, the bytes on the wire by kind, and each document,
 * script and stylesheet with the content-encoding the server chose (lighthouse.ts and its
 * lighthouse-*.ts). LH_SAVE=<folder> keeps every report.
 *
 * interactions: in Debian's Chromium (playwright-core) at 4× CPU (CDP), a phone-sized page with
 * PerformanceObservers from before the first navigation (page-entries.ts): INP, the worst Event
 * Timing duration (durationThreshold 16 ms) of the wizard's first Next and of the guest list's
 * status filter, signed in; and the layout shift of a first visit to every layout's guest page over
 * its first 10 s. INTERACTION_RUNS (default 3) runs of each, taken in turn; worst and median
 * against the goals (interactions.ts).
 *
 * Both run on one site (bench-site.ts): the server in production mode (NODE_ENV=production,
 * PUBLIC_URL its own address, a COOKIE_SECRET; Resend and Stripe pointed at the tests' local
 * stand-ins, as production needs both) on a copy of the web build (web/dist or WEB_DIST), which it
 * does not make: without one it stops and says so. One host registers through the API and makes
 * an event from a scene template of each layout, unlocked with LAUNCH100; the first has 25 guests
 * for Manage Guests. Each prints the load average sampled every second while it ran (min, median,
 * max) in its heading.
 *
 * tap: a guest's tap on Accept → the host's Accepted number changing on screen, timed inside the
 * pages (tap-to-host.ts): the tap's event.timeStamp in the guest's page, a MutationObserver on the
 * number in the host's event page, both as epoch ms. Two Chromium instances (host and guest are two
 * devices: no shared browser process or connection pool); TAPS (default 50) personal guests, made
 * through the API before timing, each open their invitation and accept once, so each tap moves the
 * number by one. Development server with RATE_LIMITS=off, on PGlite, serving the web build as above.
 *
 * fanout: one production instance (the bundled server, NODE_ENV=production, caps and rate limits
 * on) on a fresh PostgreSQL database: its RSS idle and with FANOUT_SUBSCRIBERS (default 10,000)
 * waitlist.live subscriptions held by a separate process, FANOUT_PER_SOCKET a socket (default
 * "1,50": a run with one socket per subscriber, one with 50, a fresh server each), then
 * FANOUT_CHANGES (default 5) joins, each timed to every subscriber (p50, p95, last) and in server
 * CPU time, against the scale-out goals: under 1 GB, the last subscriber within 300 ms (fanout.ts).
 */
const joins = Number(process.env.JOINS ?? 1000);
const subscriberCounts = (process.env.SUBSCRIBERS ?? '1,1000').split(',').map(Number);

const BENCHES = [
  'waitlist',
  'invitation',
  'answers',
  'send',
  'texts',
  'lighthouse',
  'interactions',
  'tap',
  'fanout',
] as const;
const chosen = process.env.BENCH ?? 'all';
if (chosen !== 'all' && !(BENCHES as readonly string[]).includes(chosen)) {
  throw new Error(`BENCH must be one of ${[...BENCHES, 'all'].join(', ')}; it is "${chosen}"`);
}
const runs = (name: (typeof BENCHES)[number]) => chosen === 'all' || chosen === name;

const rows: (string | number)[][] = [];
async function benchOn(label: string, env: Record<string, string | undefined>) {
  const server = await startServer({
    ...env,
    NODE_ENV: 'development',
    RATE_LIMITS: 'off',
    LOG_LEVEL: 'warn',
  });
  try {
    // Warm up the code paths and the database before timing.
    await measureLiveWaitlist(server.url, 1, 50);
    for (const subscribers of subscriberCounts) {
      const run = await measureLiveWaitlist(server.url, subscribers, joins);
      const one = summarize(run.toOne);
      const all = summarize(run.toAll);
      rows.push([
        label,
        subscribers,
        one.n,
        one.p50,
        one.p95,
        one.p99,
        one.max,
        all.p50,
        all.p95,
        all.p99,
      ]);
      console.error(`done: ${label}, ${subscribers} subscriber(s)`);
    }
  } finally {
    await server.stop();
  }
}

async function benchWaitlist() {
  await onEachDatabase('waitlist', benchOn);

  console.log(
    `\nWaitlist join → live count at subscribers (ms, loopback, ${cpus().length} cores, Node ${process.version})\n`,
  );
  console.log(
    table(
      [
        'database',
        'subscribers',
        'joins',
        'p50 first',
        'p95 first',
        'p99 first',
        'max first',
        'p50 all',
        'p95 all',
        'p99 all',
      ],
      rows,
    ),
  );
}

if (runs('waitlist')) await benchWaitlist();
if (runs('invitation')) await benchInvitationPage();
if (runs('answers')) await benchAnswers();
if (runs('send')) await benchSend();
if (runs('texts')) await benchSendTexts();
if (runs('lighthouse')) await benchLighthouse();
if (runs('interactions')) await benchInteractions();
if (runs('tap')) await benchTapToHost();
if (runs('fanout')) await benchFanout();
