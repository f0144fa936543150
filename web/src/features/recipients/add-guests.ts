import { MAX_GUESTS_PER_EVENT } from '@partyreel/shared/limits';
import { messages } from '@partyreel/shared/messages';
import { withoutDuplicates } from '@partyreel/shared/recipients/dedupe';
import type { RecipientFields } from '@partyreel/shared/recipients/recipient-check';
import type { DraftRecipient } from './draft-recipient.ts';

export type AddGuestsResult =
  | { ok: true; next: DraftRecipient[]; added: number; duplicates: number }
  | { ok: false; message: string };

/**
 * Appends `incoming` to the list, leaving out anyone already on it (same e-mail or phone). All or
 * nothing: if the new guests would take the event past 200 — the list plus `existing`, the guests
 * the event already has (Manage Guests' Add Guests) — none is added and the message says so.
 */
export function addGuests(
  list: readonly DraftRecipient[],
  incoming: readonly RecipientFields[],
  source: DraftRecipient['source'],
  existing = 0,
): AddGuestsResult {
  const { fresh, duplicates } = withoutDuplicates(list, incoming);
  if (fresh.length > 0 && existing + list.length + fresh.length > MAX_GUESTS_PER_EVENT) {
    return { ok: false, message: messages.wizard.tooManyGuests };
  }
  const added = fresh.map((r) => ({ ...r, key: crypto.randomUUID(), source }));
  return { ok: true, next: [...list, ...added], added: added.length, duplicates };
}

/** 'Added 3 guests', '1 guest was already on the list.' … the outcome of one addition, in words. */
export function guestsNoun(count: number): string {
  return `${count} ${count === 1 ? 'guest' : 'guests'}`;
}
