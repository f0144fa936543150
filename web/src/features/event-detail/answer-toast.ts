import type { EventCounts } from '@partyreel/shared/events/event-view';
import { guestNameOrFallback } from '@partyreel/shared/format/fallbacks';

type Answer = NonNullable<EventCounts['lastAnswer']>;

/** Who answered through the shared link when they left no name. */
export const LINK_GUEST = 'A guest via link';

/**
 * The toast for a fresh answer: '{name} accepted (3 people)', '{name} said maybe (2 people)' or
 * '{name} declined', then the guest's note if they wrote one ('…: “allergic to nuts”'). A personal
 * invitation without a name is 'Guest' (the fallback of docs/product.md, Limits and validation); an
 * answer through the shared link is 'A guest via link'.
 */
export function answerToastText(answer: Answer): string {
  const note = answer.note ? `: “${answer.note}”` : '';
  return `${answerWords(answer)}${note}`;
}

function answerWords(answer: Answer): string {
  // Guests on the shared link give no name: the server's 'Guest' would read as a person's name.
  const name = answer.invitationId === null ? LINK_GUEST : guestNameOrFallback(answer.name);
  if (answer.response === 'declined') return `${name} declined`;
  const people = answer.peopleCount === 1 ? '1 person' : `${answer.peopleCount} people`;
  if (answer.response === 'maybe') return `${name} said maybe (${people})`;
  return `${name} accepted (${people})`;
}

/** Two answers are the same one when they name the same invitation at the same moment. */
export function sameAnswer(a: Answer | null | undefined, b: Answer | null | undefined): boolean {
  if (!a || !b) return a === b;
  return a.invitationId === b.invitationId && a.at === b.at && a.response === b.response;
}
