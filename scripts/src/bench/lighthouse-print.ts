import { cpus } from 'node:os';
import { type Better, figure, type Goal, verdict } from './figures.ts';
import type { LighthouseRun } from './lighthouse-run.ts';
import { LIGHTHOUSE_GOALS, type Target } from './lighthouse-targets.ts';
import { describeLoad, type LoadSummary } from './load-sampler.ts';
import { summarize, table } from './stats.ts';

export interface PageResult extends Target {
  measured: LighthouseRun[];
}

const median = (values: number[]) => summarize(values).p50;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ms = (value: number) => Math.round(value);
const bytesOf = (run: LighthouseRun, type?: string) =>
  run.resources
    .filter((r) => type === undefined || r.resourceType === type)
    .reduce((sum, r) => sum + r.transferSize, 0);

/** A figure's three cells: its worst run, its median, and its goal with the verdict. */
function cells(
  values: number[],
  better: Better,
  goal: Goal | undefined,
  print: (value: number) => string | number,
): (string | number)[] {
  const { worst, median, met } = figure(values, better, goal);
  return [print(worst), print(median), verdict(better, goal, met, print)];
}

function printTimings(pages: PageResult[]) {
  console.log(
    table(
      [
        'page',
        'runs',
        'score worst',
        'score median',
        'score goal',
        'TBT worst ms',
        'TBT median ms',
        'TBT goal',
        'LCP worst ms',
        'LCP median ms',
        'LCP goal',
      ],
      pages.map(({ name, kind, measured }) => {
        const goals = LIGHTHOUSE_GOALS[kind];
        return [
          name,
          measured.length,
          ...cells(
            measured.map((r) => r.score),
            'higher',
            goals.score,
            (v) => v,
          ),
          ...cells(
            measured.map((r) => r.tbt),
            'lower',
            goals.tbtMs,
            ms,
          ),
          ...cells(
            measured.map((r) => r.lcp),
            'lower',
            goals.lcpMs,
            ms,
          ),
        ];
      }),
    ),
  );
}

function printShiftAndScripts(pages: PageResult[]) {
  console.log(
    table(
      [
        'page',
        'CLS worst',
        'CLS median',
        'CLS goal',
        'JS KB worst',
        'JS KB median',
        'JS goal',
        'FCP median ms',
        'SI median ms',
        'scores of each run',
      ],
      pages.map(({ name, kind, measured }) => {
        const goals = LIGHTHOUSE_GOALS[kind];
        return [
          name,
          ...cells(
            measured.map((r) => r.cls),
            'lower',
            goals.cls,
            (v) => v.toFixed(3),
          ),
          ...cells(
            measured.map((r) => bytesOf(r, 'Script')),
            'lower',
            goals.scriptBytes,
            kb,
          ),
          ms(median(measured.map((r) => r.fcp))),
          ms(median(measured.map((r) => r.si))),
          measured.map((r) => r.score).join(', '),
        ];
      }),
    ),
  );
}

function printBytes(pages: PageResult[]) {
  console.log(
    '\nBytes on the wire per page (transferSize of every response: headers and body as sent; median of the runs)\n',
  );
  const kbOf = (runs: LighthouseRun[], type?: string) =>
    kb(median(runs.map((r) => bytesOf(r, type))));
  console.log(
    table(
      [
        'page',
        'path',
        'requests',
        'all KB',
        'document KB',
        'JS KB',
        'CSS KB',
        'fonts KB',
        'images KB',
      ],
      pages.map(({ name, shownPath, measured }) => [
        name,
        shownPath,
        median(measured.map((r) => r.resources.length)),
        kbOf(measured),
        kbOf(measured, 'Document'),
        kbOf(measured, 'Script'),
        kbOf(measured, 'Stylesheet'),
        kbOf(measured, 'Font'),
        kbOf(measured, 'Image'),
      ]),
    ),
  );
}

function printFiles(pages: PageResult[]) {
  console.log(
    '\nThe document, JavaScript and CSS of each page as served (last run; encoding and content-length from the response headers; wire = transferSize, decoded = the body once decoded)\n',
  );
  const rows: (string | number)[][] = [];
  for (const { name, shownPath, measured } of pages) {
    const last = measured.at(-1);
    if (!last) continue;
    const shown = last.resources
      .filter((r) => ['Document', 'Script', 'Stylesheet'].includes(r.resourceType))
      .sort((a, b) => b.transferSize - a.transferSize);
    for (const r of shown) {
      rows.push([
        name,
        r.resourceType === 'Document' ? shownPath : new URL(r.url).pathname,
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
 * The figures of every page, each beside its goal: a goal met in each run is read on the worst run
 * ('each run'), one met by the median on the median.
 */
export function printLighthouse(pages: PageResult[], builtAt: Date, load: LoadSummary) {
  console.log(
    `\nLighthouse 13, mobile profile (simulated throttling), performance only; production server, web build of ${builtAt.toISOString()}; ${cpus().length} cores, Node ${process.version}; ${describeLoad(load)}\n`,
  );
  console.log(
    "Worst = the worst run of the page (lowest score, highest time, shift or bytes). A goal marked 'each run' is read on the worst run, 'median' on the median. JS = transferSize of every Script response of the load (Lighthouse never taps).\n",
  );
  printTimings(pages);
  console.log('');
  printShiftAndScripts(pages);
  printBytes(pages);
  printFiles(pages);
}
