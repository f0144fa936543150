import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { validateCreateEventSearch } from '../features/create-event/create-event-search.ts';
import { CreateEventWizard } from '../features/create-event/create-event-wizard.tsx';
import { DRAFT_KEYS, editDraftKey, forgetDraft } from '../features/create-event/draft-storage.ts';

/** The create-event wizard (SPEC.md §2), 14 steps; `eventId` edits an existing event. */
export const Route = createFileRoute('/create-event')({
  validateSearch: validateCreateEventSearch,
  // Loaded with the route, not with the app: the wizard's code stays out of other pages (issue 14).
  beforeLoad: async ({ context, search }) => {
    const { beforeCreateEvent } = await import('../features/create-event/create-event-guard.ts');
    await beforeCreateEvent(context, search);
  },
  component: CreateEventRoute,
});

function CreateEventRoute() {
  const { step, eventId, payment } = Route.useSearch();
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
  const leave = useCallback(() => void navigate({ to: '/dashboard' }), [navigate]);
  const finish = useCallback(
    (id: string) => {
      forgetDraft(eventId ? editDraftKey(DRAFT_KEYS.createEvent) : DRAFT_KEYS.createEvent);
      void navigate({ to: '/event/$eventId', params: { eventId: id } });
    },
    [navigate, eventId],
  );

  return (
    <>
      <title>{eventId ? 'Edit Event · PartyReel' : 'Create Event · PartyReel'}</title>
      <CreateEventWizard
        // Another event (or none) starts the wizard afresh.
        key={eventId ?? 'new'}
        step={step ?? 1}
        hasStep={step !== undefined}
        editEventId={eventId}
        payment={payment}
        clearPayment={clearPayment}
        goTo={goTo}
        leave={leave}
        finish={finish}
      />
    </>
  );
}
