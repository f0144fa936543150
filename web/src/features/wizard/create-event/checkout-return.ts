import type { WizardDraft } from '../draft/wizard-draft.ts';
import type { CreateEventSearch } from './create-event-search.ts';

/**
 * Where a checkout started in /create-event comes back to (docs/product.md, Paying). The server
 * returns to /create-event?eventId=X&step=12&payment=…, which reads as edit mode. When this tab's
 * new-event draft is the one that created X (and no edit of X is under way), it is that wizard
 * continuing: the address drops eventId so the same draft opens at its send step. Otherwise edit
 * mode loads X from the server, which works as well. Answers the search to go to instead, or null
 * to stay.
 */
export function resumedCreateSearch(
  search: CreateEventSearch,
  drafts: { created: WizardDraft | null; edited: WizardDraft | null },
): CreateEventSearch | null {
  const { eventId, payment } = search;
  if (!payment || !eventId) return null;
  if (drafts.created?.eventId !== eventId || drafts.edited?.eventId === eventId) return null;
  return { ...search, eventId: undefined };
}
