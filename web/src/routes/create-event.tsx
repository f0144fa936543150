import { createFileRoute, redirect } from '@tanstack/react-router';
import { useCallback } from 'react';
import { resumedCreateSearch } from '../features/create-event/checkout-return.ts';
import { validateCreateEventSearch } from '../features/create-event/create-event-search.ts';
import { CreateEventWizard } from '../features/create-event/create-event-wizard.tsx';
import {
  DRAFT_KEYS,
  editDraftKey,
  forgetDraft,
  readDraft,
} from '../features/create-event/draft-storage.ts';
import { ensureCreationSession } from '../features/template-wizard/ensure-creation-session.ts';

/** The create-event wizard (SPEC.md §2), 14 steps; `eventId` edits an existing event. */
export const Route = createFileRoute('/create-event')({
  validateSearch: validateCreateEventSearch,
  beforeLoad: async ({ context, search }) => {
    await ensureCreationSession(context);
    // A checkout started by a new event's wizard comes back to that wizard, not to edit mode.
    const resumed = resumedCreateSearch(search, {
      created: readDraft(DRAFT_KEYS.createEvent),
      edited: readDraft(editDraftKey(DRAFT_KEYS.createEvent)),
    });
    if (resumed) throw redirect({ to: '/create-event', search: resumed, replace: true });
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
