import type { GuestRef } from '../guests/guest-recipients.ts';
import { GUEST_MAIL_QUEUE_OPTIONS } from '../guests/invitation-queue.ts';
import { defineQueue } from '../jobs/job-queue.ts';

/** Whose answer a confirmation confirms: a personal guest's, or a share-link guest's. */
export type ConfirmationRecipient = GuestRef;

/**
 * One confirmation of one guest's answer (docs/decisions/062). It names the guest, not the answer:
 * it says the answer as it stands when it goes out.
 */
export interface ConfirmationJob {
  recipient: ConfirmationRecipient;
  /** The app's address for the guest's link (PUBLIC_URL, else the guest's request). */
  origin: string;
}

/**
 * The confirmations, retried like the other guest e-mails. 'short' with the guest as the
 * singleton key: at most one confirmation waits per guest (a later answer joins it, since it
 * reads the answer when it goes out). Not 'stately': its fetch skips the keys pg-boss's cached
 * statistics last saw active, which holds a due confirmation back until they are refreshed.
 */
export const confirmationQueue = defineQueue<ConfirmationJob>('send-confirmation', {
  ...GUEST_MAIL_QUEUE_OPTIONS,
  policy: 'short',
});

/** The outbox's name for one confirmation: its job's, so a retry sends nothing new. */
export const confirmationMailKey = (jobId: string) => `confirmation:${jobId}`;
