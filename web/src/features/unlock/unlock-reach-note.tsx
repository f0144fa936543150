import type { GuestListEntry } from '@partyreel/shared/guests/guest-list';
import { messages } from '@partyreel/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc.ts';

/**
 * Who paying would not reach, counted from the event's guests as the send counts them: a guest with
 * a phone number and no e-mail address (texting is not built), and a guest with neither. Share-link
 * answerers are left out: they already have the invitation.
 */
export function unreachableGuests(entries: readonly GuestListEntry[]) {
  let phoneOnly = 0;
  let noContact = 0;
  for (const entry of entries) {
    if (entry.viaLink || entry.email) continue;
    if (entry.phone) phoneOnly++;
    else noContact++;
  }
  return { phoneOnly, noContact };
}

/**
 * The unlock offer says, before the host pays, which guests no e-mail will reach
 * (docs/product.md, Unlock modal). Silent while the list loads, when everyone has an address, and
 * when the list cannot be read (the offer itself still works).
 */
export function UnlockReachNote({ eventId }: { eventId: string }) {
  const trpc = useTRPC();
  const list = useQuery(trpc.guests.list.queryOptions({ eventId, filter: 'all' }));
  if (!list.data) return null;
  const { phoneOnly, noContact } = unreachableGuests(list.data.entries);
  if (phoneOnly === 0 && noContact === 0) return null;
  return (
    <div className="space-y-1 rounded-2xl bg-amber-50 px-4 py-3 text-sm text-amber-950">
      {phoneOnly > 0 ? <p>{messages.unlock.phoneOnlyBeforePaying(phoneOnly)}</p> : null}
      {noContact > 0 ? <p>{messages.unlock.noContactBeforePaying(noContact)}</p> : null}
    </div>
  );
}
