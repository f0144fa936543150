import { type Cluster, compiledServer, startCluster } from './run-cluster.ts';
import { type S3StandIn, s3SettingsFromEnv, startS3StandIn } from './s3-stand-in.ts';

/**
 * `pnpm cluster`: INSTANCES (2) PartyReel instances behind one proxy on PORT (3000), sharing the
 * PostgreSQL of DATABASE_URL and a bucket (S3_* when set, else a local s3rver stand-in), each with
 * its own temporary DATA_DIR. NODE_ENV is development unless set, so no production keys are needed
 * to try it. Ctrl-C stops everything gracefully (each instance drains).
 */
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error(
    'pnpm cluster needs DATABASE_URL: the instances share one PostgreSQL database (the embedded PGlite cannot be shared between processes), e.g.\n\n  DATABASE_URL=postgres://postgres@127.0.0.1:5432/partyreel pnpm cluster\n',
  );
  process.exit(1);
}
const instances = Number(process.env.INSTANCES ?? 2);
const port = Number(process.env.PORT ?? 3000);
if (!Number.isInteger(instances) || instances < 1) {
  console.error(`INSTANCES must be a whole number ≥ 1, not ${process.env.INSTANCES}`);
  process.exit(1);
}

let standIn: S3StandIn | undefined;
let cluster: Cluster | undefined;
let stopping = false;

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping: each instance drains, then the proxy and the bucket stand-in stop.');
  try {
    await cluster?.close();
    await standIn?.stop();
  } finally {
    process.exit(code);
  }
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());

try {
  let s3 = s3SettingsFromEnv(process.env);
  if (s3) {
    console.log(
      `Uploads go to the S3 bucket ${s3.bucket}${s3.endpoint ? ` at ${s3.endpoint}` : ''}.`,
    );
  } else {
    standIn = await startS3StandIn();
    s3 = standIn.settings;
    console.log(
      `No S3_BUCKET set: uploads go to a local s3rver stand-in at ${s3.endpoint} (bucket ${s3.bucket}, emptied when this stops).`,
    );
  }
  cluster = await startCluster({
    instances,
    databaseUrl,
    s3,
    port,
    host: process.env.HOST ?? '127.0.0.1',
    env: { NODE_ENV: process.env.NODE_ENV ?? 'development' },
  });
  const { proxy } = cluster;
  const from = cluster.instances[0]?.process.spawnargs.includes(compiledServer)
    ? 'server/dist (compiled)'
    : 'server/src (no build found: run `pnpm build` for the compiled server)';
  console.log(
    `\n  PartyReel: ${instances} instance(s) from ${from}, NODE_ENV=${process.env.NODE_ENV ?? 'development'}`,
  );
  for (const instance of cluster.instances)
    console.log(`    ${instance.name}  ${instance.url}   data: ${instance.dataDir}`);
  console.log(`\n  Open ${proxy.url}/ (the proxy: round-robin over the ready instances)\n`);
  console.log(
    '  Stop one with `kill -TERM <pid>` to watch its pages move to the others (`kill -KILL` and it is\n  started again); Ctrl-C stops all.',
  );
  console.log(
    `    pids: ${cluster.instances.map((i) => `${i.name}=${i.process.pid}`).join(' ')}\n`,
  );
  // One that dies is started again with a back-off (restart.ts); one stopped with SIGTERM is not.
  for (const instance of cluster.instances) {
    void instance.exited.then((code) => {
      if (!stopping && code === 0)
        console.log(
          `Instance ${instance.name} stopped (${code}); the proxy no longer sends it anything.`,
        );
    });
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stop(1);
}
