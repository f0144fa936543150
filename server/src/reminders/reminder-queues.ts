import type { ReminderKind } from '@partyreel/shared/events/reminder-schedule';
import { GUEST_MAIL_QUEUE_OPTIONS } from '../guests/invitation-queue.ts';
import { defineQueue } from '../jobs/job-queue.ts';

/** One of an event's reminders, due at `fireAt` (the time computed when it was scheduled). */
export interface ReminderJob {
  eventId: string;
  kind: ReminderKind;
  /** ISO instant: the job does nothing unless the event's settings still give this time. */
  fireAt: string;
  /** The app's address for the guests' links (PUBLIC_URL, else the host's request). */
  origin: string;
}

/**
 * The reminders, each scheduled for its instant. One job per event, kind and instant (a repeated
 * schedule adds nothing); a job made stale by a later change finds another time computed and does
 * nothing, so changing or deleting an event needs no cancelling.
 */
export const reminderQueue = defineQueue<ReminderJob>('event-reminder', {
  policy: 'exclusive',
  retryLimit: 5,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 300,
  // Kept two days past its time (pg-boss counts from startAfter), then it is too late anyway.
  retentionSeconds: 2 * 86_400,
  deleteAfterSeconds: 30 * 86_400,
});

/** One reminder e-mail to one guest. */
export interface ReminderMailJob {
  invitationId: string;
  kind: ReminderKind;
  /**
   * The event's date when the reminder went out: the e-mail is dropped if the date has moved since
   * (the reminder at the new date's time is the one that counts).
   */
  eventDate: string;
  origin: string;
}

/** The reminder e-mails, retried like the invitations. */
export const reminderMailQueue = defineQueue<ReminderMailJob>(
  'send-reminder',
  GUEST_MAIL_QUEUE_OPTIONS,
);

/**
 * The outbox's name for a guest's reminder of one kind: a guest gets each kind once, whatever the
 * date changes (docs/decisions/035-reset-and-reminder-limits.md). Names given before that decision
 * went on with `:{eventDate}`; runReminder counts those too.
 */
export function reminderMailKey(job: Pick<ReminderMailJob, 'invitationId' | 'kind'>) {
  return `reminder:${job.kind}:${job.invitationId}`;
}

/** Guests who have not decided (docs/product.md, Reminders: pending, viewed, sent, unsent, and Maybe). */
export const UNANSWERED = ['pending', 'viewed', 'sent', 'unsent', 'maybe'] as const;
