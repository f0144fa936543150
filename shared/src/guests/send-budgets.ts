import { MAX_GUESTS_PER_EVENT } from '../limits.ts';

/**
 * What guest e-mail an account may send (docs/decisions/031-sending-budgets-and-manners.md): the
 * numbers are chosen so a real party never meets them and a paid-for event is useless as a spam
 * relay. The server counts them in PostgreSQL (guest_mail_ledger), so they hold across instances.
 */
export const SEND_BUDGETS = {
  /**
   * Different addresses one event may ever e-mail: its guest cap plus room for corrections
   * (a mistyped address fixed, a guest swapped). Removed guests still count.
   */
  addressesPerEvent: MAX_GUESTS_PER_EVENT + 20,
  /** Guest e-mails one account may queue in any 24 hours, over all its events. */
  emailsPerAccountPerDay: 600,
  /** Addresses one account e-mails for the first time in any 24 hours, over all its events. */
  newRecipientsPerAccountPerDay: 400,
  /** An address gets at most one invitation e-mail per event in this many hours, whatever the button. */
  hoursBetweenInvitations: 24,
} as const;

/** What texting may cost (docs/decisions/070): per guest number and per account. */
export const TEXT_BUDGETS = {
  /** Texts one number may get from PartyReel, every host together, in any 30 days (the terms' 20 a month). */
  textsPerNumberPer30Days: 20,
  /** Texts one account may send in 24 hours, every event together (each text costs us money). */
  textsPerAccountPerDay: 400,
} as const;
