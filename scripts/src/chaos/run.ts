import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import postgres from 'postgres';
import { compiledServer } from '../cluster/run-cluster.ts';
import { stopAllServers } from './chaos-server.ts';
import { cutConnections } from './cut-connections.ts';
import { readOnlyUploads } from './read-only-uploads.ts';
import { type AttackRow, missedGoals, reportTable } from './report.ts';
import { slowClients } from './slow-clients.ts';
import { stopBehindProxy, stopOneInstance } from './stop-under-load.ts';
import { subscriptionChurn } from './subscription-churn.ts';

/**
 * `pnpm chaos`: attacks the built server (server/dist/server.js) on this machine's PostgreSQL and
 * prints, per attack, whether the process lived, /healthz's latency meanwhile and answers lost or
 * doubled, against the goals (README "Chaos run"). A measurement: it exits 0 whatever the server
 * does, and marks each missed goal. CHAOS=cut,slow,churn,upload,stop,proxy picks attacks (all by default).
 */
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const ATTACKS: Record<string, (databaseUrl: string) => Promise<AttackRow | AttackRow[]>> = {
  cut: cutConnections,
  slow: slowClients,
  churn: subscriptionChurn,
  upload: readOnlyUploads,
  stop: stopOneInstance,
  proxy: stopBehindProxy,
};

const chosen = (process.env.CHAOS ?? Object.keys(ATTACKS).join(','))
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const unknown = chosen.filter((name) => !(name in ATTACKS));
if (unknown.length > 0) {
  console.error(
    `CHAOS names unknown attacks (${unknown.join(', ')}); known: ${Object.keys(ATTACKS).join(', ')}`,
  );
  process.exit(1);
}
if (!existsSync(compiledServer)) {
  console.error(`No built server at ${compiledServer}: run \`pnpm build\` first.`);
  process.exit(1);
}

const admin = postgres(serverUrl, { max: 1, onnotice: () => {}, connect_timeout: 5 });
const name = `partyreel_chaos_${randomBytes(6).toString('hex')}`;
let dropped = false;
/** Stops every server (killed after a few seconds) and drops the database, at once. */
async function cleanUp() {
  const dropping = dropped
    ? Promise.resolve()
    : admin.unsafe(`drop database if exists ${name} with (force)`).then(
        () => {},
        (error: Error) => console.error(`could not drop ${name}: ${error.message}`),
      );
  dropped = true;
  await Promise.all([stopAllServers(), dropping]);
  await admin.end({ timeout: 5 });
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the servers and dropping ${name}`);
    void cleanUp().finally(() => process.exit(130));
  });
}

/** No attack may take longer (each bounds its own steps well within it). */
const ATTACK_LIMIT_MS = 120_000;
const loadBefore = loadavg()[0] ?? 0;

const rows: AttackRow[] = [];
try {
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  for (const attack of chosen) {
    const started = performance.now();
    console.error(`chaos: ${attack}…`);
    let timer: NodeJS.Timeout | undefined;
    try {
      const run = ATTACKS[attack] as (u: string) => Promise<AttackRow | AttackRow[]>;
      const result = await Promise.race([
        run(url.toString()),
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`it did not finish within ${ATTACK_LIMIT_MS / 1000} s`)),
            ATTACK_LIMIT_MS,
          );
        }),
      ]);
      rows.push(...(Array.isArray(result) ? result : [result]));
    } catch (error) {
      // Whatever it left running goes before the next attack.
      await stopAllServers();
      // The attack itself could not be carried out (e.g. the seeding failed): say so in its row.
      rows.push({
        attack,
        lived: null,
        health: { latencies: [], failed: 0 },
        lost: null,
        doubled: null,
        notes: `the attack failed to run: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
        missed: ['not measured'],
      });
    }
    clearTimeout(timer);
    console.error(
      `chaos: ${attack} done in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }
} finally {
  await cleanUp();
}

console.log(
  `\nChaos run: the built server on PostgreSQL (${cpus().length} cores, load average ${loadBefore.toFixed(1)} at the start and ${(loadavg()[0] ?? 0).toFixed(1)} at the end, Node ${process.version}); /healthz probed every 75 ms on new connections from a process of its own, a probe failing after 2 s; the goal applies to p95\n`,
);
console.log(reportTable(rows));
const missed = rows.filter((row) => missedGoals(row).length > 0).length;
console.log(
  missed === 0
    ? '\nEvery goal met.'
    : `\n❌ ${missed} of ${rows.length} attacks missed a goal (a measurement: the exit code stays 0).`,
);
