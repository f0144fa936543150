import { createFileRoute } from '@tanstack/react-router';
import { ChooseTemplateStep } from '../features/template-wizard/choose-template-step.tsx';
import { ensureCreationSession } from '../features/template-wizard/ensure-creation-session.ts';
import { TemplatePreviewStep } from '../features/template-wizard/template-preview-step.tsx';
import { validateWizardSearch } from '../features/template-wizard/wizard-search.ts';

/**
 * The template-first wizard (SPEC.md §2): step 1 picks a template (from `templateId`, or `step=1`
 * with `search`), step 2 previews it. The later steps come with the event-creation wizard.
 */
export const Route = createFileRoute('/create-event-from-template')({
  validateSearch: validateWizardSearch,
  beforeLoad: ({ context }) => ensureCreationSession(context),
  component: TemplateWizardRoute,
});

function TemplateWizardRoute() {
  const { trpc } = Route.useRouteContext();
  const { templateId, step, search } = Route.useSearch();
  const navigate = Route.useNavigate();
  const previewing = templateId !== undefined && step !== 1;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 md:py-12">
      {previewing ? (
        <TemplatePreviewStep
          trpc={trpc}
          templateId={templateId}
          onBack={() =>
            navigate({ search: (prev) => ({ ...prev, step: 1, templateId: undefined }) })
          }
        />
      ) : (
        <ChooseTemplateStep
          search={search}
          selectedId={templateId}
          onChoose={(id) => navigate({ search: (prev) => ({ ...prev, templateId: id, step: 2 }) })}
        />
      )}
    </div>
  );
}
