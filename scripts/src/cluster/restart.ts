/**
 * When `pnpm cluster` starts a dead instance again (docs/decisions/037-surviving-database-loss.md),
 * as systemd's Restart=on-failure or a container's restart policy would in production.
 */
export interface RestartPolicy {
  /** The wait before the first restart after a run that lasted. */
  firstDelayMs: number;
  /** The longest wait: each quick death in a row doubles the previous one up to this. */
  maxDelayMs: number;
  /** A run at least this long counts as healthy, and the next death starts the back-off over. */
  stableAfterMs: number;
}

export const DEFAULT_RESTART_POLICY: RestartPolicy = {
  firstDelayMs: 1000,
  maxDelayMs: 30_000,
  stableAfterMs: 60_000,
};

/**
 * Whether an exit asks for a restart: a non-zero code or a signal (null) is a death; 0 is a stop
 * someone asked for (SIGTERM drains, then exits 0).
 */
export function shouldRestart(code: number | null): boolean {
  return code !== 0;
}

/** The wait before the next start, after `deathsInARow` quick deaths (1 for the first). */
export function restartDelay(policy: RestartPolicy, deathsInARow: number): number {
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** Math.max(0, deathsInARow - 1));
}

/** How many quick deaths in a row after a run of `ranMs` that ended in one. */
export function deathsInARow(policy: RestartPolicy, previous: number, ranMs: number): number {
  return ranMs >= policy.stableAfterMs ? 1 : previous + 1;
}
