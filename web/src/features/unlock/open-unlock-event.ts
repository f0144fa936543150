import { useEffect, useRef } from 'react';

/**
 * The global open-the-unlock-modal event (docs/product.md, Unlocking): any script on the page (a
 * banner, a template's call to action) may ask for the unlock offer of an event with
 * `window.dispatchEvent(new CustomEvent('partyreel:open-unlock', { detail: { eventId } }))`. The
 * pages that show the offer (the event page, Manage Guests) open it for their own event; any other
 * event id, or none, is ignored. Opening it only shows the offer: the server still decides on the
 * checkout, so this is no permission.
 */
export const OPEN_UNLOCK_EVENT = 'partyreel:open-unlock';

export function requestUnlock(eventId: string): void {
  window.dispatchEvent(new CustomEvent(OPEN_UNLOCK_EVENT, { detail: { eventId } }));
}

/** Calls `open` whenever the event is dispatched for `eventId`, while the caller is mounted. */
export function useOpenUnlockEvent(eventId: string, open: () => void): void {
  const latest = useRef(open);
  latest.current = open;
  useEffect(() => {
    const listener = (event: Event) => {
      const detail = (event as CustomEvent<unknown>).detail;
      if (
        typeof detail === 'object' &&
        detail !== null &&
        (detail as { eventId?: unknown }).eventId === eventId
      )
        latest.current();
    };
    window.addEventListener(OPEN_UNLOCK_EVENT, listener);
    return () => window.removeEventListener(OPEN_UNLOCK_EVENT, listener);
  }, [eventId]);
}
