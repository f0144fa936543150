import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { TemplateWizard } from '../features/wizard/from-template/template-wizard.tsx';
import { validateWizardSearch } from '../features/wizard/from-template/wizard-search.ts';
import { useWizardAddress } from '../features/wizard/use-wizard-address.ts';

/**
 * The template-first wizard (docs/product.md, The creation wizards), 7 steps: template, preview and
 * details, review, guests, send, reminders, registration. The landing enters with `templateId`, or
 * `step=1` and `search`.
 */
export const Route = createFileRoute('/create-event-from-template')({
  validateSearch: validateWizardSearch,
  // Loaded with the route, not with the app: the wizard's code stays out of other pages (first-load
  // JavaScript matters on a phone).
  beforeLoad: async ({ context, search }) => {
    const { beforeTemplateWizard } = await import(
      '../features/wizard/from-template/template-wizard-guard.ts'
    );
    await beforeTemplateWizard(context, search);
  },
  component: TemplateWizardRoute,
});

function TemplateWizardRoute() {
  const { templateId, step, search, payment, eventId } = Route.useSearch();
  const navigate = Route.useNavigate();
  const address = useWizardAddress('/create-event-from-template');
  const choose = useCallback(
    (id: string) => void navigate({ search: (prev) => ({ ...prev, templateId: id, step: 2 }) }),
    [navigate],
  );

  return (
    <>
      <title>{eventId ? 'Edit Event · PartyReel' : 'Create Event · PartyReel'}</title>
      <TemplateWizard
        // Another event (or none) starts the wizard afresh.
        key={eventId ?? 'new'}
        editEventId={eventId}
        step={step ?? 1}
        hasStep={step !== undefined}
        templateId={templateId}
        search={search}
        payment={payment}
        {...address}
        choose={choose}
      />
    </>
  );
}
