import { DIGEST_HOUR } from '@partyreel/shared/events/answer-alerts';
import { isKnownTimeZone, zonedTimeToInstant } from '@partyreel/shared/format/zoned-time';
import { GUEST_MAIL_QUEUE_OPTIONS } from '../guests/invitation-queue.ts';
import { defineQueue } from '../jobs/job-queue.ts';

/** One alert to an event's host about the answers since the last (docs/decisions/063). */
export interface AnswerAlertJob {
  eventId: string;
  /** The app's address for the links to the event page. */
  origin: string;
}

/**
 * The hosts' answer alerts, retried like guest e-mail. 'short' keyed by the event and the alert's
 * time: one job for each alert the answers' statement schedules (answers while one waits join it:
 * the alert reads the answers when it goes), and never one in the way of the next.
 */
export const answerAlertQueue = defineQueue<AnswerAlertJob>('answer-alert', {
  ...GUEST_MAIL_QUEUE_OPTIONS,
  policy: 'short',
});

/** The outbox's name for one alert: its job's, so a retry sends nothing new. */
export const answerAlertMailKey = (jobId: string) => `answer-alert:${jobId}`;

/**
 * The next daily digest's time: DIGEST_HOUR o'clock in the event's time zone (UTC for a zone this
 * server does not know), today if that is still to come, else tomorrow.
 */
export function nextDigestAt(timeZone: string, now = new Date()): Date {
  const zone = isKnownTimeZone(timeZone) ? timeZone : 'UTC';
  const hour = `${String(DIGEST_HOUR).padStart(2, '0')}:00`;
  for (const days of [0, 1, 2]) {
    const day = new Date(now.getTime() + days * 86_400_000).toLocaleDateString('en-CA', {
      timeZone: zone,
    });
    const at = zonedTimeToInstant(day, hour, zone);
    if (at && at > now) return at;
  }
  return new Date(now.getTime() + 86_400_000);
}
