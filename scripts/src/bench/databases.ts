import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase } from '@partyreel/db/testing';

export type DatabaseEnv = Record<string, string | undefined>;

/**
 * Runs `bench` on a fresh embedded PGlite, then, when DATABASE_URL is set, on a fresh PostgreSQL
 * database of that server; each is removed afterwards.
 */
export async function onEachDatabase(
  tag: string,
  bench: (label: 'pglite' | 'postgres', env: DatabaseEnv) => Promise<void>,
): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), `partyreel-bench-${tag}-`));
  try {
    await bench('pglite', { DATA_DIR: dataDir, DATABASE_URL: undefined });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (process.env.DATABASE_URL) {
    const database = await createTestDatabase();
    try {
      await bench('postgres', { DATABASE_URL: database.databaseUrl });
    } finally {
      await database.destroy();
    }
  }
}
