import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { DRAFT_KEYS, forgetDraft } from '../features/create-event/draft-storage.ts';
import { TemplateWizard } from '../features/template-wizard/template-wizard.tsx';
import { validateWizardSearch } from '../features/template-wizard/wizard-search.ts';

/**
 * The template-first wizard (SPEC.md §2), 7 steps: template, preview and details, review, guests,
 * send, reminders, registration. The landing enters with `templateId`, or `step=1` and `search`.
 */
export const Route = createFileRoute('/create-event-from-template')({
  validateSearch: validateWizardSearch,
  // Loaded with the route, not with the app: the wizard's code stays out of other pages (issue 14).
  beforeLoad: async ({ context, search }) => {
    const { beforeTemplateWizard } = await import(
      '../features/template-wizard/template-wizard-guard.ts'
    );
    await beforeTemplateWizard(context, search);
  },
  component: TemplateWizardRoute,
});

function TemplateWizardRoute() {
  const { templateId, step, search, payment } = Route.useSearch();
  const navigate = Route.useNavigate();

  const goTo = useCallback(
    (next: number, options?: { replace?: boolean }) =>
      void navigate({
        // Moving on ends a checkout's return: only the step it came back to deals with it.
        search: (prev) => ({ ...prev, step: next, payment: undefined }),
        replace: options?.replace ?? false,
      }),
    [navigate],
  );
  const clearPayment = useCallback(
    () => void navigate({ search: (prev) => ({ ...prev, payment: undefined }), replace: true }),
    [navigate],
  );
  const choose = useCallback(
    (id: string) => void navigate({ search: (prev) => ({ ...prev, templateId: id, step: 2 }) }),
    [navigate],
  );
  const leave = useCallback(() => void navigate({ to: '/dashboard' }), [navigate]);
  const finish = useCallback(
    (id: string) => {
      forgetDraft(DRAFT_KEYS.templateWizard);
      void navigate({ to: '/event/$eventId', params: { eventId: id } });
    },
    [navigate],
  );

  return (
    <>
      <title>Create Event · PartyReel</title>
      <TemplateWizard
        step={step ?? 1}
        hasStep={step !== undefined}
        templateId={templateId}
        search={search}
        payment={payment}
        clearPayment={clearPayment}
        goTo={goTo}
        choose={choose}
        leave={leave}
        finish={finish}
      />
    </>
  );
}
