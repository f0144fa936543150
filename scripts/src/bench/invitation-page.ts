import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { SCENE_LAYOUTS, type SceneLayout } from '@partyreel/shared/templates/template-types';
import { webDir } from '../paths.ts';
import { startServer } from '../run-server.ts';
import { BENCH_VIEWPORT, launchChromium } from './bench-browser.ts';
import { type FirstLoad, measureFirstLoadJs } from './first-load-js.ts';
import {
  CPU_SLOWDOWN,
  type LayoutFrames,
  measureControlFrames,
  measureLayoutFrames,
} from './layout-frames.ts';
import { WORK_KINDS } from './main-thread.ts';
import { summarize, table } from './stats.ts';

/** The goals the figures are read against (set for the invitation player's speed on a phone). */
const FIRST_LOAD_GOAL_KB = 150;
const P95_FRAME_GOAL_MS = 16.7;

interface ListedTemplate {
  id: string;
  variant: string;
  layout: string;
}

async function sceneTemplates(baseUrl: string): Promise<Map<SceneLayout, string>> {
  const response = await fetch(`${baseUrl}/trpc/templates.list`);
  if (!response.ok) throw new Error(`templates.list answered ${response.status}`);
  const { result } = (await response.json()) as { result: { data: ListedTemplate[] } };
  const byLayout = new Map<SceneLayout, string>();
  for (const layout of SCENE_LAYOUTS) {
    const found = result.data.find((t) => t.variant === 'scene' && t.layout === layout);
    if (!found) throw new Error(`templates.list has no scene template with the ${layout} layout`);
    byLayout.set(layout, found.id);
  }
  return byLayout;
}

/** Kilobytes with one decimal, as text so the table keeps the decimal. */
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function printFirstLoad({ scripts, visibleMs }: FirstLoad) {
  const raw = scripts.reduce((sum, s) => sum + s.raw, 0);
  const gzip = scripts.reduce((sum, s) => sum + s.gzip, 0);
  console.log(
    `\n/preview-invitation: first-load JavaScript until the player shows (empty cache; gzip -9 of each body; player on screen after ${visibleMs} ms)\n`,
  );
  console.log(
    table(
      ['file', 'raw KB', 'gzip KB'],
      [...scripts.map((s) => [s.file, kb(s.raw), kb(s.gzip)]), ['total', kb(raw), kb(gzip)]],
    ),
  );
  const verdict = gzip / 1024 <= FIRST_LOAD_GOAL_KB ? 'meets' : 'MISSES';
  console.log(`\n${kb(gzip)} KB gzipped: ${verdict} the goal of at most ${FIRST_LOAD_GOAL_KB} KB.`);
}

function printFrames(rows: { layout: string; templateId: string; frames: LayoutFrames }[]) {
  const [load1] = loadavg();
  const refresh = rows[0]?.frames.refreshMs ?? 0;
  console.log(
    `\nFrame times per layout (Chromium trace, ${CPU_SLOWDOWN}× CPU throttling, ${BENCH_VIEWPORT.width}×${BENCH_VIEWPORT.height}, one play of each scene, refresh every ${refresh.toFixed(2)} ms; ${cpus().length} cores, load ${load1?.toFixed(1)})\n`,
  );
  console.log(
    table(
      [
        'layout',
        'template',
        'scene s',
        'frames',
        'shown p50',
        'shown p95',
        'shown p99',
        'late %',
        'gap p50',
        'gap p95',
        'gap max',
        'dropped',
        'p95 goal',
        ...WORK_KINDS.map((kind) => `${kind} ms/f`),
      ],
      rows.map(({ layout, templateId, frames }) => {
        const shown = summarize(frames.displayed);
        const gap = summarize(frames.intervals);
        const late = frames.displayed.filter((ms) => ms > frames.refreshMs * 1.5).length;
        return [
          layout,
          templateId,
          frames.sceneSeconds,
          shown.n,
          shown.p50,
          shown.p95,
          shown.p99,
          ((100 * late) / Math.max(1, shown.n)).toFixed(1),
          gap.p50,
          gap.p95,
          gap.max,
          frames.dropped,
          shown.p95 <= P95_FRAME_GOAL_MS ? 'meets' : 'MISSES',
          ...WORK_KINDS.map((kind) => frames.perFrame[kind].toFixed(2)),
        ];
      }),
    ),
  );
  console.log(
    [
      '',
      `Goal: p95 frame at most ${P95_FRAME_GOAL_MS} ms, read on "shown": how long each frame stays on screen,`,
      'the refresh periods between its begin-frame and the next drawn one\'s (decision 029). "late %": frames',
      'that stayed for more than one refresh. "gap": the time between the DrawFrame events on the trace clock,',
      "jitter included. The last columns: the renderer main thread's work per drawn frame (throttled ms,",
      'self time by kind).',
    ].join('\n'),
  );
}

/**
 * `pnpm bench` (BENCH=invitation): the invitation page's first-load JavaScript and each layout's
 * frame times. Serves a copy of the built web app (web/dist, from `pnpm build`, or WEB_DIST), so a rebuild
 * while it runs cannot change the files under it.
 */
export async function benchInvitationPage(): Promise<void> {
  // WEB_DIST measures another build (as the Playwright journeys serve one); web/dist by default.
  const builtDist = process.env.WEB_DIST ?? join(webDir, 'dist');
  if (!existsSync(join(builtDist, 'index.html'))) {
    throw new Error(`${builtDist} has no build: run \`pnpm build\` first, then \`pnpm bench\`.`);
  }
  const built = statSync(join(builtDist, 'index.html')).mtime;
  console.error(`invitation bench: measuring the web build of ${built.toISOString()}`);
  const workDir = mkdtempSync(join(tmpdir(), 'partyreel-bench-invitation-'));
  const dist = join(workDir, 'dist');
  cpSync(builtDist, dist, { recursive: true });
  mkdirSync(join(workDir, 'data'));

  const server = await startServer({
    NODE_ENV: 'development',
    RATE_LIMITS: 'off',
    LOG_LEVEL: 'warn',
    DATA_DIR: join(workDir, 'data'),
    DATABASE_URL: undefined,
    WEB_DIST: dist,
  });
  const browser = await launchChromium();
  try {
    const templates = await sceneTemplates(server.url);
    const first = templates.get(SCENE_LAYOUTS[0]) as string;
    // Once to fill the server's caches and compile its code paths, then the measured load.
    await measureFirstLoadJs(browser, server.url, first);
    const firstLoad = await measureFirstLoadJs(browser, server.url, first);
    console.error('done: first-load JavaScript');

    // LAYOUTS=poster,arcade measures only those (LAYOUTS=none: the first load alone).
    const only = process.env.LAYOUTS?.split(',').map((name) => name.trim());
    const rows = [];
    for (const [layout, templateId] of templates) {
      if (only && !only.includes(layout)) continue;
      rows.push({
        layout,
        templateId,
        frames: await measureLayoutFrames(browser, server.url, templateId),
      });
      console.error(`done: frames of ${layout}`);
    }

    if (only?.includes('none') !== true) {
      rows.push({
        layout: 'control',
        templateId: '(one CSS box)',
        frames: await measureControlFrames(browser),
      });
      console.error('done: frames of the control page');
    }
    printFirstLoad(firstLoad);
    printFrames(rows);
  } finally {
    await browser.close();
    await server.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}
