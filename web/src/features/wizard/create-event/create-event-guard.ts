import { redirect } from '@tanstack/react-router';
import type { SessionContext } from '../../auth/session.ts';
import { DRAFT_KEYS, editDraftKey, readDraft } from '../draft/draft-storage.ts';
import { ensureCreationSession } from '../ensure-creation-session.ts';
import { resumedCreateSearch } from './checkout-return.ts';
import type { CreateEventSearch } from './create-event-search.ts';

/**
 * /create-event's `beforeLoad`: a session to create with, and a checkout coming back to a new
 * event's wizard goes to that wizard, not to edit mode. The route loads it on its first visit, so
 * the wizard's drafts stay out of every other page's first load (first-load JavaScript matters on a
 * phone).
 */
export async function beforeCreateEvent(
  context: SessionContext,
  search: CreateEventSearch,
): Promise<void> {
  await ensureCreationSession(context);
  const resumed = resumedCreateSearch(search, {
    created: readDraft(DRAFT_KEYS.createEvent),
    edited: readDraft(editDraftKey(DRAFT_KEYS.createEvent)),
  });
  if (resumed) throw redirect({ to: '/create-event', search: resumed, replace: true });
}
