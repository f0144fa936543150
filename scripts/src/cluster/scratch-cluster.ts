import type { TestContext } from 'vitest';
import { createScratchDatabase } from './database.ts';
import { type Cluster, type ClusterOptions, startCluster } from './run-cluster.ts';

const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * For the cluster tests: runs `use` on a cluster over a scratch database of the local PostgreSQL
 * (the test is skipped when none answers), then closes the cluster and drops the database, and
 * resolves with the closed cluster. `logs` has each line an instance printed (`[A] …`), shown
 * only when the test fails.
 */
export async function withScratchCluster(
  context: TestContext,
  options: Omit<ClusterOptions, 'databaseUrl' | 'onOutput'>,
  use: (cluster: Cluster, logs: readonly string[]) => Promise<void>,
): Promise<Cluster> {
  const database = await createScratchDatabase(SERVER_URL);
  if (!database) return context.skip('PostgreSQL is unreachable');
  const logs: string[] = [];
  try {
    const cluster = await startCluster({
      ...options,
      databaseUrl: database.databaseUrl,
      onOutput: (name, line) => logs.push(`[${name}] ${line}`),
    });
    try {
      await use(cluster, logs);
    } finally {
      await cluster.close();
    }
    return cluster;
  } catch (error) {
    console.error(logs.join('\n'));
    throw error;
  } finally {
    await database.drop();
  }
}
