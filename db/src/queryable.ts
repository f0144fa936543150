import type { Db } from './client.ts';

/** The database, or a transaction on it: what a data function takes, so it runs in either. */
export type Queryable = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The rows of `db.execute(sql…)`: postgres.js answers an array of rows, PGlite an object with
 * `rows`. Raw SQL is used where one statement must do several things atomically (a CTE that
 * inserts, counts and notifies).
 */
export function sqlRows<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
