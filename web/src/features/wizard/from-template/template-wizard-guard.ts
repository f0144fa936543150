import { redirect } from '@tanstack/react-router';
import type { SessionContext } from '../../auth/session.ts';
import { DRAFT_KEYS, readDraft } from '../draft/draft-storage.ts';
import { ensureCreationSession } from '../ensure-creation-session.ts';
import { templateCheckoutReturn } from './checkout-return.ts';
import type { TemplateWizardSearch } from './wizard-search.ts';

/**
 * /create-event-from-template's `beforeLoad`: a session to create with, and a checkout coming back
 * goes to the wizard that started it, or to the event's page. The route loads it on its first
 * visit, so the wizard's drafts stay out of every other page's first load (first-load JavaScript
 * matters on a phone).
 */
export async function beforeTemplateWizard(
  context: SessionContext,
  search: TemplateWizardSearch,
): Promise<void> {
  await ensureCreationSession(context);
  const back = templateCheckoutReturn(search, readDraft(DRAFT_KEYS.templateWizard));
  if (back?.to === 'wizard')
    throw redirect({ to: '/create-event-from-template', search: back.search, replace: true });
  if (back?.to === 'event')
    throw redirect({
      to: '/event/$eventId',
      params: { eventId: back.eventId },
      search: { payment: back.payment },
      replace: true,
    });
}
