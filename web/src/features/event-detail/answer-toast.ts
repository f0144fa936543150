import type { EventCounts } from '@partyreel/shared/events/event-view';
import { guestNameOrFallback } from '@partyreel/shared/format/fallbacks';
import { hostTotals } from '@partyreel/shared/invite/guest-tally';
import { placesMessages } from '@partyreel/shared/messages/places';

type Answer = NonNullable<EventCounts['lastAnswer']>;

/** Who answered through the shared link before it asked for a name. */
export const LINK_GUEST = 'A guest via link';

/**
 * The toast for a fresh answer: '{name} accepted (3 people)', '{name} said maybe (2 people)' or
 * '{name} declined', then the guest's note if they wrote one ('…: “allergic to nuts”'). A personal
 * invitation without a name is 'Guest' (the fallback of docs/product.md, Limits and validation); an
 * answer through the shared link is '{name} (via link)', or 'A guest via link' from before the link
 * asked for a name. An Accepted that found the party full 'joined the waitlist'; a decline or a
 * Maybe that leaves places free while guests wait says so, for the host to promote someone
 * (docs/decisions/061).
 */
export function answerToastText(answer: Answer, counts?: EventCounts): string {
  const note = answer.note ? `: “${answer.note}”` : '';
  const freed = counts && answer.response !== 'accepted' ? placeFreed(counts) : null;
  return `${answerWords(answer)}${note}${freed ? `. ${freed}` : ''}`;
}

/** 'A place is free, and 2 guests are on the waitlist.', or null when none is or nobody waits. */
function placeFreed(counts: EventCounts): string | null {
  const { people, waitlisted } = hostTotals(counts, counts.link);
  if (counts.capacity === null || waitlisted === 0 || people >= counts.capacity) return null;
  return placesMessages.placeFreed(counts.capacity - people, waitlisted);
}

function answerWords(answer: Answer): string {
  const name =
    answer.invitationId !== null
      ? guestNameOrFallback(answer.name)
      : answer.name
        ? `${answer.name} (via link)`
        : LINK_GUEST;
  if (answer.response === 'declined') return `${name} declined`;
  const people = answer.peopleCount === 1 ? '1 person' : `${answer.peopleCount} people`;
  if (answer.response === 'maybe') return `${name} said maybe (${people})`;
  if (answer.response === 'waitlisted') return `${name} joined the waitlist (${people})`;
  return `${name} accepted (${people})`;
}

/** Two answers are the same one when they name the same invitation at the same moment. */
export function sameAnswer(a: Answer | null | undefined, b: Answer | null | undefined): boolean {
  if (!a || !b) return a === b;
  return a.invitationId === b.invitationId && a.at === b.at && a.response === b.response;
}
