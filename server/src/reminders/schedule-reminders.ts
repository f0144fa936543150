import { reminderTimes } from '@partyreel/shared/events/reminder-schedule';
import type { JobQueue, JobTransaction } from '../jobs/job-queue.ts';
import { reminderQueue } from './reminder-queues.ts';

export interface SchedulableEvent {
  id: string;
  eventDate: string | null;
  startTime: string | null;
  timeZone: string;
  reminderNoResponse: string;
  reminderAll: string;
}

/**
 * Schedules the event's reminders at the instants its settings now give (those still ahead), in
 * the caller's transaction. Earlier jobs are left to find, when they run, that their time is no
 * longer the computed one.
 */
export async function scheduleReminders(
  jobs: JobQueue,
  tx: JobTransaction,
  event: SchedulableEvent,
  origin: string,
  now = new Date(),
): Promise<void> {
  const due = reminderTimes(event).filter((r) => r.fireAt > now);
  await jobs.insert(
    reminderQueue,
    due.map((r) => {
      const fireAt = r.fireAt.toISOString();
      return {
        data: { eventId: event.id, kind: r.kind, fireAt, origin },
        startAfter: r.fireAt,
        singletonKey: `${event.id}:${r.kind}:${fireAt}`,
      };
    }),
    tx,
  );
}
