import type { Queryable } from '@partyreel/db/queryable';
import { type SQL, sql } from 'drizzle-orm';
import { answerAlertQueue, nextDigestAt } from '../alerts/alert-queue.ts';
import {
  type ConfirmationRecipient,
  confirmationQueue,
} from '../confirmations/confirmation-queue.ts';
import { guestRefKey } from '../guests/guest-recipients.ts';
import { type JobQueue, queueOnce } from '../jobs/job-queue.ts';

/** The e-mails an answer brings: the guest's confirmation and the host's alert. */
export interface AnswerMail {
  /**
   * The stored answer's guest has an e-mail (or, a personal guest, a phone): whose answer to
   * confirm, and when it is due.
   */
  confirm: { recipient: ConfirmationRecipient; dueAt: Date } | null;
  /** The host hears of it by e-mail: the event, and when the alert is due (docs/decisions/063). */
  alert: { eventId: string; dueAt: Date } | null;
}

/** The answer statement's columns about them. */
export interface AnswerMailRow {
  eventId: string | null;
  alerts: string | null;
  timeZone: string | null;
  alertDueAt: Date | string | null;
  confirmInvitationId: string | null;
  confirmLinkAnswerId: string | null;
  confirmationDueAt: Date | string | null;
}

/**
 * Where the e-mails an answer brings are queued, the guest's confirmation (docs/decisions/062) and
 * the host's alert (063): the jobs, and the app's address.
 */
export interface AnswerMailSetup {
  jobs: JobQueue;
  origin: string;
}

/** The host's alert of this answer: 'each' at the statement's time, 'digest' at the next 9:00. */
export function alertOf(row: AnswerMailRow | undefined): AnswerMail['alert'] {
  if (!row?.eventId) return null;
  if (row.alerts === 'each' && row.alertDueAt)
    return { eventId: row.eventId, dueAt: new Date(row.alertDueAt) };
  if (row.alerts === 'digest')
    return { eventId: row.eventId, dueAt: nextDigestAt(row.timeZone ?? 'UTC') };
  return null;
}

/** Queues the answer's e-mails in its transaction: the guest's confirmation, the host's alert. */
export async function queueAnswerMail(mail: AnswerMailSetup, tx: Queryable, due: AnswerMail) {
  const { jobs, origin } = mail;
  const { confirm, alert } = due;
  if (confirm) {
    const data = { recipient: confirm.recipient, origin };
    const key = guestRefKey(confirm.recipient);
    await queueOnce(jobs, tx, confirmationQueue, { key, data, startAfter: confirm.dueAt });
  }
  if (alert) {
    const data = { eventId: alert.eventId, origin };
    await queueOnce(jobs, tx, answerAlertQueue, {
      // One job a slot: a slot's job never stands in the way of the next slot's.
      key: `${alert.eventId}:${alert.dueAt.toISOString()}`,
      data,
      startAfter: alert.dueAt,
    });
  }
}

export function confirmationOf(row: AnswerMailRow | undefined): AnswerMail['confirm'] {
  const dueAt = new Date(row?.confirmationDueAt ?? Date.now());
  if (row?.confirmInvitationId)
    return { recipient: { invitationId: row.confirmInvitationId }, dueAt };
  if (row?.confirmLinkAnswerId)
    return { recipient: { linkAnswerId: row.confirmLinkAnswerId }, dueAt };
  return null;
}

/**
 * A confirmation goes this long after the answer at the soonest (docs/decisions/062): a guest who
 * corrects a mis-tap at once gets one e-mail, and rendering it stays out of the moment the host's
 * pages are told of the answer.
 */
export const CONFIRMATION_GRACE = sql`interval '3 seconds'`;

/**
 * When a guest's next confirmation is due (docs/decisions/062), computed under the answer's row
 * lock: none without an address (or, for a personal guest, a phone: `email` is then either); the one already waiting, if any (the answer joins it); an hour
 * after the latest, if that was less than an hour ago; else in CONFIRMATION_GRACE.
 */
export function nextConfirmation(dueAt: SQL, email: SQL): SQL {
  return sql`case when ${email} is null then ${dueAt}
    when ${dueAt} > now() then ${dueAt}
    when ${dueAt} + interval '1 hour' > now() then ${dueAt} + interval '1 hour'
    else now() + ${CONFIRMATION_GRACE} end`;
}
