import { type GuestRef, guestRefKey } from '../guests/guest-recipients.ts';
import { GUEST_MAIL_QUEUE_OPTIONS } from '../guests/invitation-queue.ts';
import { defineQueue } from '../jobs/job-queue.ts';

/**
 * One update e-mail to one guest: a personal guest by their invitation, or a share-link guest who
 * gave an e-mail by their answer (docs/decisions/060).
 */
export interface UpdateMailJob {
  updateId: string;
  recipient: GuestRef;
  /** The app's address for the guest's link (PUBLIC_URL, else the host's request). */
  origin: string;
}

/** The update e-mails, retried like the invitations. */
export const updateMailQueue = defineQueue<UpdateMailJob>('send-update', GUEST_MAIL_QUEUE_OPTIONS);

/** The outbox's name for one guest's copy of one update: each guest gets it once. */
export function updateMailKey(job: Pick<UpdateMailJob, 'updateId' | 'recipient'>): string {
  return `update:${job.updateId}:${guestRefKey(job.recipient)}`;
}
