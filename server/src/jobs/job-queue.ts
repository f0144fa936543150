import type { DbHandle } from '@partyreel/db';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  type ConstructorOptions,
  type DrizzleTransactionLike,
  fromDrizzle,
  fromPglite,
  type JobInsert,
  type JobResult,
  type JobWithMetadata,
  PgBoss,
  type Queue,
} from 'pg-boss';

/** A queue the app uses: its name and how its jobs retry, expire and are kept. */
export interface QueueDefinition<Data extends object> {
  name: string;
  options: Omit<Queue, 'name'>;
  /** Only for typing the jobs' data. */
  readonly data?: Data;
}

export function defineQueue<Data extends object>(
  name: string,
  options: Omit<Queue, 'name'>,
): QueueDefinition<Data> {
  return { name, options };
}

/**
 * A queue of e-mails to one account (a password reset, a sign-in alert): retried for about two
 * minutes with back-off, kept an hour after it is done (it names an address), and woken at once.
 */
export const ACCOUNT_MAIL_QUEUE_OPTIONS = {
  retryLimit: 5,
  retryDelay: 3,
  retryBackoff: true,
  retryDelayMax: 120,
  expireInSeconds: 120,
  deleteAfterSeconds: 3_600,
  notify: true,
} satisfies Omit<Queue, 'name'>;

/**
 * A scheduled clean-up (uploads no event uses, unclaimed anonymous users): `exclusive` keeps at
 * most one run queued or active across every instance; a failed run is retried three times, a
 * minute apart and then longer, and each run is safe to repeat.
 */
export const HOUSEKEEPING_QUEUE_OPTIONS = {
  policy: 'exclusive',
  retryLimit: 3,
  retryDelay: 60,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
  deleteAfterSeconds: 7 * 86_400,
  notify: true,
} satisfies Omit<Queue, 'name'>;

/**
 * Every two seconds, whether or not the queue's NOTIFY wakes the worker: NOTIFY tells of a job
 * ready when it is added, not of a deferred one whose time comes (a retry's back-off, a
 * confirmation's grace, a batched alert), which pg-boss's default backstop of 30 s would leave
 * waiting that long.
 */
const POLL_EVERY_TWO_SECONDS = { pollingIntervalSeconds: 2, notifyPollingIntervalSeconds: 2 };

/**
 * Works a queue's jobs one at a time, in batches of ten polled every two seconds; a job that
 * throws is retried by its queue's options.
 */
export function workEachJob<Data extends object>(
  jobs: JobQueue,
  queue: QueueDefinition<Data>,
  handle: (job: Pick<JobWithMetadata<Data>, 'id' | 'data'>) => Promise<void>,
): Promise<string> {
  return jobs.boss.work(
    queue.name,
    { batchSize: 10, ...POLL_EVERY_TWO_SECONDS },
    async (batch: Pick<JobWithMetadata<Data>, 'id' | 'data'>[]) => {
      for (const job of batch) await handle(job);
    },
  );
}

/**
 * Works the jobs of a queue whose e-mails each take their own rendering (a guest's confirmation,
 * a host's answer alert) at an even pace: ten every two seconds at most, one after another, so a
 * burst of answers never takes the server's time from the answers themselves and the live pages
 * (docs/decisions/063). A backlog drains at five a second per instance.
 */
export function workPacedMailJobs<Data extends object>(
  jobs: JobQueue,
  queue: QueueDefinition<Data>,
  handle: (job: Pick<JobWithMetadata<Data>, 'id' | 'data'>) => Promise<JobResult>,
): Promise<string> {
  return jobs.boss.work(
    queue.name,
    { batchSize: 10, perJobResults: true, ...POLL_EVERY_TWO_SECONDS },
    async (batch: Pick<JobWithMetadata<Data>, 'id' | 'data'>[]) => {
      const results: JobResult[] = [];
      for (const job of batch) results.push(await handle(job));
      return results;
    },
  );
}

/**
 * Works an e-mail queue's jobs in batches of up to 100 (one provider batch call), fetched back to
 * back while full, every two seconds otherwise; `handle` answers each job's own result.
 */
export function workMailBatches<Data extends object>(
  jobs: JobQueue,
  queue: QueueDefinition<Data>,
  handle: (batch: Pick<JobWithMetadata<Data>, 'id' | 'data'>[]) => Promise<JobResult[]>,
): Promise<string> {
  return jobs.boss.work(
    queue.name,
    { batchSize: 100, burstWhenBatchFull: true, perJobResults: true, ...POLL_EVERY_TWO_SECONDS },
    handle,
  );
}

/**
 * Queues one job of a 'short' queue in `tx`, to start at `startAfter`; nothing when a job of the
 * same key waits already (that one will run, and reads what it needs when it does).
 */
export function queueOnce<Data extends object>(
  jobs: JobQueue,
  tx: JobTransaction,
  queue: QueueDefinition<Data>,
  job: { key: string; data: Data; startAfter: Date },
): Promise<void> {
  return jobs.insert(
    queue,
    [{ data: job.data, singletonKey: job.key, startAfter: job.startAfter }],
    tx,
  );
}

/** A job to add: its data and the per-job options pg-boss takes (startAfter, singletonKey…). */
export type NewJob<Data extends object> = Omit<JobInsert<Data>, 'data'> & { data: Data };

/** The database, or a transaction on it: anything drizzle can `execute` SQL on. */
export type JobTransaction = DrizzleTransactionLike;

export interface JobQueue {
  /** pg-boss itself, for workers and for tests that look at jobs. */
  readonly boss: PgBoss;
  /**
   * Adds jobs in one statement. Given `tx`, inside that transaction: the jobs exist only if it
   * commits (and, on PGlite, a call outside the open transaction would wait for it forever).
   */
  insert<Data extends object>(
    queue: QueueDefinition<Data>,
    jobs: NewJob<Data>[],
    tx?: JobTransaction,
  ): Promise<void>;
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  queues: QueueDefinition<object>[];
  /** How often each instance looks for jobs whose worker died (heartbeats missed) and retries them. */
  superviseIntervalSeconds?: number;
}

/**
 * pg-boss on the app's own database (docs/architecture.md, Jobs): the embedded PGlite through its
 * adapter, or PostgreSQL through a small pool of its own. Every instance that shares the database
 * shares the queues. Starts once the queues exist, so the first request may enqueue at once.
 */
export async function startJobQueue(
  database: DbHandle,
  log: FastifyBaseLogger,
  options: JobQueueOptions,
): Promise<JobQueue> {
  const timing: ConstructorOptions = {
    useListenNotify: true,
    superviseIntervalSeconds: options.superviseIntervalSeconds ?? 10,
    monitorIntervalSeconds: options.superviseIntervalSeconds ?? 10,
  };
  const connection = database.connection;
  const boss =
    connection.kind === 'pglite'
      ? new PgBoss({ ...timing, db: fromPglite(connection.client), backend: 'pglite' })
      : new PgBoss({
          ...timing,
          connectionString: connection.url,
          max: 4,
          application_name: 'partyreel-jobs',
        });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  boss.on('warning', (warning) => log.warn({ warning }, 'job queue warning'));

  await boss.start();
  for (const queue of options.queues) {
    // Creating is a no-op when the queue exists; the update then applies changed settings.
    await boss.createQueue(queue.name, queue.options);
    const { policy: _policy, partition: _partition, ...settings } = queue.options;
    await boss.updateQueue(queue.name, settings);
    // createQueue empties pg-boss's cache entry; refill it now, so that an insert inside an open
    // transaction never has to read it over the connection that transaction holds.
    await boss.findJobs(queue.name, { key: 'warm-up' });
  }

  return {
    boss,
    async insert(queue, jobs, tx) {
      if (jobs.length === 0) return;
      await boss.insert(queue.name, jobs, tx ? { db: fromDrizzle(tx, sql) } : undefined);
    },
    async stop() {
      // Waits for the jobs in hand, within server.ts's 10 s for the whole shutdown; a job still
      // running after that is retried by any instance once its heartbeats stop.
      await boss.stop({ graceful: true, timeout: 5_000 });
    },
  };
}
