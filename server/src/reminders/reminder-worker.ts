import type { Db } from '@partyreel/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Job } from 'pg-boss';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { SmsSetup } from '../sms/sms-config.ts';
import type { ReminderJob } from './reminder-queues.ts';
import { reminderQueue } from './reminder-queues.ts';
import { runReminder } from './run-reminder.ts';

/** This instance's worker for due reminders: each one queues its guests' e-mails. */
export function registerReminderWorker(
  jobs: JobQueue,
  deps: { db: Db; log: FastifyBaseLogger; texting: SmsSetup['kind'] },
): Promise<string> {
  return jobs.boss.work(
    reminderQueue.name,
    { batchSize: 5, pollingIntervalSeconds: 10 },
    async (batch: Job<ReminderJob>[]) => {
      for (const job of batch) {
        const outcome = await runReminder({ db: deps.db, jobs, texting: deps.texting }, job.data);
        deps.log.info({ eventId: job.data.eventId, kind: job.data.kind, outcome }, 'reminder');
      }
    },
  );
}
