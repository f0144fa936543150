import type { EventCounts, EventView } from '@partyreel/shared/events/event-view';

/**
 * The counts the page shows before the live subscription's first message: what events.byId sent
 * (SPEC.md §4: removed guests are not listed, so not counted), with the share code (null while
 * locked). The server's numbers, and the code once the event is paid for, replace these.
 */
export function countsFromView(event: EventView): EventCounts {
  let accepted = 0;
  let declined = 0;
  let people = 0;
  const emails = { queued: 0, sent: 0, failed: 0 };
  const opened = { opened: 0, watching: 0 };
  for (const guest of event.guests) {
    if (guest.delivery) emails[guest.delivery.state] += 1;
    if (guest.status === 'viewed') {
      opened.opened += 1;
      if (guest.viewState === 'playing') opened.watching += 1;
    }
    if (guest.status === 'accepted') {
      accepted += 1;
      people += guest.peopleCount;
    } else if (guest.status === 'declined') declined += 1;
  }
  return {
    eventId: event.id,
    accepted,
    declined,
    pending: event.guests.length - accepted - declined,
    people,
    // The share link's own tally, and its code (null while locked).
    link: { ...event.shareLink },
    unlocked: event.unlocked,
    lastAnswer: null,
    emails,
    opened,
  };
}

/**
 * A subscription message as it arrives: the counts themselves, or wrapped by tRPC's `tracked()`
 * as `{ id, data }` (so a reconnecting client resumes).
 */
export function readLiveCounts(message: unknown): EventCounts | undefined {
  if (!message || typeof message !== 'object') return undefined;
  if ('eventId' in message) return message as EventCounts;
  if ('data' in message) return readLiveCounts(message.data);
  return undefined;
}
