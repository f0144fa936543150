import { summarize } from '../bench/stats.ts';
import type { ProbeResult } from './health-probe.ts';

/** The goals every attack is held to: the process lives, /healthz stays fast, no answer is lost or doubled. */
export const GOAL_HEALTH_P95_MS = 100;

/** One attack's outcome: one row of the table. */
export interface AttackRow {
  attack: string;
  /** Still running and answering /healthz afterwards; null where it does not apply (a stop). */
  lived: boolean | null;
  /** /healthz probed every 50–100 ms during the attack. */
  health: ProbeResult;
  /** Acknowledged answers missing from the database; null where no answers are sent. */
  lost: number | null;
  /** Answers stored or counted twice; null where no answers are sent. */
  doubled: number | null;
  /** What else was seen (statuses, counts, exit code…), and any goal of the attack's own. */
  notes: string;
  /** Goals of this attack beyond the common ones that were missed, each said in a few words. */
  missed?: string[];
}

const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)}` : '–');

/** The goals `row` missed, in the table's words (empty when it met them all). */
export function missedGoals(row: AttackRow): string[] {
  const missed: string[] = [];
  if (row.lived === false) missed.push('died');
  const { p95 } = summarize(row.health.latencies);
  if (!(p95 < GOAL_HEALTH_P95_MS)) missed.push(`healthz p95 ≥ ${GOAL_HEALTH_P95_MS} ms`);
  if (row.health.failed > 0) missed.push(`${row.health.failed} healthz probes failed`);
  if (row.lost !== null && row.lost > 0) missed.push(`${row.lost} lost`);
  if (row.doubled !== null && row.doubled > 0) missed.push(`${row.doubled} doubled`);
  return [...missed, ...(row.missed ?? [])];
}

/** A cell with its goal: the value, and ❌ after it when the goal is missed. */
function marked(text: string, ok: boolean): string {
  return ok ? text : `${text} ❌`;
}

/** The run's report: a markdown table, one row per attack, missed goals marked ❌. */
export function reportTable(rows: AttackRow[]): string {
  const header =
    '| attack | lived | healthz p50 / p95 / max ms (failed) | lost | doubled | goals | notes |';
  const rule = '|---|---|---|---|---|---|---|';
  const goal = `| _goal_ | yes | p95 < ${GOAL_HEALTH_P95_MS}, 0 failed | 0 | 0 | all met | |`;
  const lines = rows.map((row) => {
    const h = summarize(row.health.latencies);
    const lived = row.lived === null ? 'n/a' : marked(row.lived ? 'yes' : 'no', row.lived);
    const health = marked(
      `${ms(h.p50)} / ${ms(h.p95)} / ${ms(h.max)} (${row.health.failed}/${h.n})`,
      h.p95 < GOAL_HEALTH_P95_MS && row.health.failed === 0,
    );
    const count = (n: number | null) => (n === null ? 'n/a' : marked(String(n), n === 0));
    const missed = missedGoals(row);
    const goals = missed.length === 0 ? 'met' : `❌ MISSED: ${missed.join(', ')}`;
    const notes = row.notes.replaceAll('|', '\\|').replaceAll('\n', ' ');
    return `| ${row.attack} | ${lived} | ${health} | ${count(row.lost)} | ${count(row.doubled)} | ${goals} | ${notes} |`;
  });
  return [header, rule, goal, ...lines].join('\n');
}
