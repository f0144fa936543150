import { randomBytes } from 'node:crypto';
import postgres from 'postgres';

export interface ScratchDatabase {
  /** The new database's URL: the instances migrate it when they start. */
  databaseUrl: string;
  /** Drops it (with any connection still open). */
  drop(): Promise<void>;
}

/**
 * A new, empty database on the PostgreSQL server of `serverUrl`, for one run of the scale-out
 * journey; null when that server does not answer within `timeoutMs` (the caller says why it skips).
 */
export async function createScratchDatabase(
  serverUrl: string,
  { timeoutMs = 5000 }: { timeoutMs?: number } = {},
): Promise<ScratchDatabase | null> {
  const admin = postgres(serverUrl, {
    max: 1,
    onnotice: () => {},
    connect_timeout: Math.ceil(timeoutMs / 1000),
  });
  const name = `partyreel_cluster_${randomBytes(6).toString('hex')}`;
  let timer: NodeJS.Timeout | undefined;
  // Our own bound too: postgres.js can go on trying an address that never answers.
  const timedOut = new Promise<'timed out'>((resolve) => {
    timer = setTimeout(() => resolve('timed out'), timeoutMs);
  });
  try {
    const created = await Promise.race([admin.unsafe(`create database ${name}`), timedOut]);
    if (created === 'timed out') {
      void admin.end({ timeout: 0 }).catch(() => {});
      return null;
    }
  } catch (error) {
    await admin.end({ timeout: 1 }).catch(() => {});
    const code = (error as { code?: string }).code;
    // Refused, unknown host, timed out: no server. Anything else (no right to create) is a fault.
    if (
      code &&
      ['ECONNREFUSED', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'CONNECT_TIMEOUT'].includes(code)
    )
      return null;
    throw error;
  } finally {
    clearTimeout(timer);
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    async drop() {
      try {
        await admin.unsafe(`drop database if exists ${name} with (force)`);
      } finally {
        await admin.end({ timeout: 5 });
      }
    },
  };
}
