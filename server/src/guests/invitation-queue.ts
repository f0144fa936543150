import type { Queue } from 'pg-boss';
import { defineQueue } from '../jobs/job-queue.ts';

/** One invitation e-mail to one guest, for one send. */
export interface InvitationJob {
  /** The guests.send call this e-mail belongs to: with the invitation, it names the e-mail. */
  sendId: string;
  invitationId: string;
  /** The app's address for the guest's link (PUBLIC_URL, else the host's request). */
  origin: string;
  /** The host's note for this send, or null for none. */
  personalMessage: string | null;
}

/**
 * A queue of e-mails to guests, invitations and reminders (docs/architecture.md, Jobs). A failed
 * delivery is retried 10 times with a doubling, jittered back-off from a few seconds up to 10
 * minutes (about half an hour of outage in all); a worker that dies mid-job stops sending
 * heartbeats and its jobs are retried by any instance.
 */
export const GUEST_MAIL_QUEUE_OPTIONS = {
  retryLimit: 10,
  retryDelay: 3,
  retryBackoff: true,
  retryDelayMax: 600,
  expireInSeconds: 300,
  heartbeatSeconds: 10,
  deleteAfterSeconds: 7 * 86_400,
  notify: true,
} satisfies Omit<Queue, 'name'>;

/** The invitation e-mails, one job per guest of a send. */
export const invitationQueue = defineQueue<InvitationJob>(
  'send-invitation',
  GUEST_MAIL_QUEUE_OPTIONS,
);

/** The outbox's name for one invitation e-mail: a retry of the same job sends nothing new. */
export function invitationMailKey(job: Pick<InvitationJob, 'sendId' | 'invitationId'>): string {
  return `invitation:${job.sendId}:${job.invitationId}`;
}

/** The send an invitation e-mail's outbox key names, or undefined for any other key. */
export function sendIdOfMailKey(key: string): string | undefined {
  const [prefix, sendId, invitationId, ...rest] = key.split(':');
  return prefix === 'invitation' && sendId && invitationId && rest.length === 0
    ? sendId
    : undefined;
}
