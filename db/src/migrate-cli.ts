import { createDb } from './client.ts';

/** `pnpm db:migrate`: applies the migrations to DATABASE_URL, or to the embedded database in ./data. */
const handle = createDb(
  process.env.DATABASE_URL
    ? { databaseUrl: process.env.DATABASE_URL }
    : { dataDir: process.env.DATA_DIR ? `${process.env.DATA_DIR}/db` : '../data/db' },
);
await handle.migrate();
console.log(`Migrations applied to ${handle.describe}`);
await handle.close();
