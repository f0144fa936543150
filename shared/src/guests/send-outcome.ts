import { messages } from '../messages.ts';

/**
 * guests.send (the product's sendInvitations; docs/product.md, Sending): who gets an e-mail.
 * - all: every guest of the event (removed guests are never guests);
 * - new: guests not sent yet (pending and unsent);
 * - poke: guests who have not answered (pending, viewed, sent, unsent);
 * - resend: the invitations named by `invitationIds`.
 */
export const SEND_TYPES = ['all', 'new', 'poke', 'resend'] as const;
export type SendType = (typeof SEND_TYPES)[number];

/** What guests.send answers, at once: the e-mails are delivered by jobs afterwards. */
export interface SendInvitationsResult {
  /** Invitations queued, e-mails and texts: one per guest reached. */
  queued: number;
  /** Of those, the texts (docs/decisions/070). */
  texted: number;
  skipped: {
    /** Guests with neither e-mail nor phone. */
    noContact: number;
    /** Guests with a phone only, while texting is off. */
    phoneOnly: number;
    /** Guests whose number replied STOP. */
    optedOut: number;
    /** Guests whose number had 20 texts in the last 30 days. */
    textLimit: number;
    /** Phone-only guests whose number cannot be texted (not a valid number). */
    badPhone: number;
    /** Guests who already answered, not confirmed by the host for this send. */
    answered: number;
    /** Guests whose address had an invitation from this event less than a day ago. */
    recentlySent: number;
    /** Guests whose address unsubscribed, bounced or complained. */
    suppressed: number;
  };
  /** The invitations an e-mail or a text was queued for. */
  invitationIds: string[];
}

export type SendSkipped = SendInvitationsResult['skipped'];

/** A send that left nobody out: every reason counted 0. */
export const NOTHING_SKIPPED: Readonly<SendSkipped> = {
  noContact: 0,
  phoneOnly: 0,
  optedOut: 0,
  textLimit: 0,
  badPhone: 0,
  answered: 0,
  recentlySent: 0,
  suppressed: 0,
};

/** What a send left out, one catalogue sentence per reason (none for a reason that did not occur). */
export function skippedNotes(skipped: SendSkipped): string[] {
  const notes: string[] = [];
  if (skipped.answered > 0) notes.push(messages.send.skippedAnswered(skipped.answered));
  if (skipped.recentlySent > 0) notes.push(messages.send.skippedRecentlySent(skipped.recentlySent));
  if (skipped.suppressed > 0) notes.push(messages.send.skippedSuppressed(skipped.suppressed));
  if (skipped.optedOut > 0) notes.push(messages.texts.skippedOptedOut(skipped.optedOut));
  if (skipped.textLimit > 0) notes.push(messages.texts.skippedTextLimit(skipped.textLimit));
  if (skipped.badPhone > 0) notes.push(messages.texts.skippedBadPhone(skipped.badPhone));
  if (skipped.phoneOnly > 0) notes.push(messages.send.skippedPhoneOnly(skipped.phoneOnly));
  if (skipped.noContact > 0) notes.push(messages.send.skippedNoContact(skipped.noContact));
  return notes;
}

/**
 * Why a resend to one guest queued nothing, as the catalogue says it, or undefined when nothing
 * of this send's own rules stopped it.
 */
export function guestNotSentMessage(skipped: SendSkipped, name: string): string | undefined {
  if (skipped.answered > 0) return messages.send.guestAnswered(name);
  if (skipped.recentlySent > 0) return messages.send.guestRecentlySent(name);
  if (skipped.suppressed > 0) return messages.send.guestSuppressed(name);
  if (skipped.optedOut > 0) return messages.texts.guestOptedOut(name);
  if (skipped.textLimit > 0) return messages.texts.guestTextLimit(name);
  if (skipped.badPhone > 0) return messages.texts.guestBadPhone(name);
  if (skipped.phoneOnly > 0) return messages.texts.off;
  if (skipped.noContact > 0) return messages.send.guestNoContact;
  return undefined;
}

/**
 * The success text the catalogue (docs/product.md, Limits and validation) gives for a send of
 * `type`. Its 'new' and 'poke' texts are fragments ('sent to new guests'), read here after the
 * count: '3 invitations sent to new guests'.
 */
export function sendSuccessMessage(
  type: SendType,
  sent: { queued: number; name?: string | undefined },
): string {
  const plural = (word: string) => `${sent.queued} ${word}${sent.queued === 1 ? '' : 's'}`;
  switch (type) {
    case 'all':
      return messages.send.sentAll;
    case 'new':
      return `${plural('invitation')} ${messages.send.sentNew}`;
    case 'poke':
      return sent.queued === 1
        ? `1 ${messages.send.sentPoke.replace('reminders', 'reminder')}`
        : `${sent.queued} ${messages.send.sentPoke}`;
    case 'resend':
      return sent.name ? messages.send.resent(sent.name) : messages.send.sent;
  }
}
