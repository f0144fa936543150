import { GUEST_MAIL_QUEUE_OPTIONS } from '../guests/invitation-queue.ts';
import { defineQueue } from '../jobs/job-queue.ts';

/** One text to one guest (docs/decisions/070): its outbox row says to whom and why. */
export interface TextJob {
  /** The sms_outbox row, written with the job in the send's transaction. */
  textId: string;
  /**
   * The invitation send it belongs to (the guest's delivery state follows only their latest send);
   * absent for a reminder or an update, which leave the invitation's state as it is.
   */
  sendId?: string;
  /** The app's address for the guest's link. */
  origin: string;
}

/** Texts to guests, retried like guest e-mail (a provider outage of about half an hour). */
export const textQueue = defineQueue<TextJob>('send-text', GUEST_MAIL_QUEUE_OPTIONS);

/** The outbox's name for one invitation text: a guest's text of a send exists once. */
export const invitationTextKey = (sendId: string, invitationId: string) =>
  `invitation-text:${sendId}:${invitationId}`;
