import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Runs `fn` while no other test of this run (in any worker or project) runs one with the same
 * `name`. For the few assertions about numbers every test shares, such as the waitlist's count:
 * the desktop and mobile copies of a journey would otherwise move it under each other's feet.
 * The lock is a directory named after this run's server port, so one left by a killed run is
 * never waited for.
 */
export async function exclusively<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const port = new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1').port || 'default';
  const lock = join(tmpdir(), `partyreel-e2e-${port}-${name}.lock`);
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
