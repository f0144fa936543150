import { useState } from 'react';
import { useOpenUnlockEvent } from '../unlock/open-unlock-event.ts';
import { UnlockModal } from '../unlock/unlock-modal.tsx';

/**
 * The unlock offer on an event's own pages (the event page, Manage Guests; docs/product.md,
 * Unlocking): `openUnlock` shows it, as does the global open-unlock event for this event. `modal`
 * is the offer itself, for the page to place.
 */
export function useUnlockOffer(eventId: string, unlocked: boolean) {
  const [open, setOpen] = useState(false);
  const openUnlock = () => setOpen(true);
  useOpenUnlockEvent(eventId, openUnlock);
  const modal = (
    <UnlockModal
      // An unlock that arrives live (a payment in another tab) ends the offer.
      open={open && !unlocked}
      onClose={() => setOpen(false)}
      eventId={eventId}
      from="event"
    />
  );
  return { locked: !unlocked, openUnlock, modal };
}
