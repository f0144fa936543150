import type { GuestListEntry } from '@partyreel/shared/guests/guest-list';
import { messages } from '@partyreel/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc.ts';
import { useUnlockPrice } from './use-unlock-price.ts';

/**
 * Who paying would not reach, named, from the event's guests as the send sees them: guests with a
 * phone number and no e-mail address where this server does not text (docs/decisions/070), and
 * guests with neither. Share-link answerers are left out: they already have the invitation.
 */
export function unreachableGuests(entries: readonly GuestListEntry[], texting = false) {
  const phoneOnly: string[] = [];
  const noContact: string[] = [];
  for (const entry of entries) {
    if (entry.viaLink || entry.email || (entry.phone && texting)) continue;
    (entry.phone ? phoneOnly : noContact).push(entry.name);
  }
  return { phoneOnly, noContact };
}

/** At most three names are written out; the rest are counted ('and 2 more'). */
const NAMED = 3;
const named = (names: string[]): [string[], number] =>
  names.length <= NAMED ? [names, 0] : [names.slice(0, NAMED - 1), names.length - (NAMED - 1)];

/**
 * The unlock offer names, before the host pays, the guests no e-mail will reach
 * (docs/product.md, Unlock modal). Silent while the list loads, when everyone has an address, and
 * when the list cannot be read (the offer itself still works).
 */
export function UnlockReachNote({ eventId }: { eventId: string }) {
  const trpc = useTRPC();
  const list = useQuery(trpc.guests.list.queryOptions({ eventId, filter: 'all' }));
  const price = useUnlockPrice();
  if (!list.data || !price.data) return null;
  const { phoneOnly, noContact } = unreachableGuests(list.data.entries, price.data.texting);
  if (phoneOnly.length === 0 && noContact.length === 0) return null;
  return (
    <div className="space-y-1 rounded-2xl bg-amber-50 px-4 py-3 text-sm text-amber-950">
      {phoneOnly.length > 0 ? (
        <p>{messages.unlock.phoneOnlyBeforePaying(...named(phoneOnly))}</p>
      ) : null}
      {noContact.length > 0 ? (
        <p>{messages.unlock.noContactBeforePaying(...named(noContact))}</p>
      ) : null}
    </div>
  );
}
