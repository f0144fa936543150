import { createFileRoute } from '@tanstack/react-router';
import { validateCreateEventSearch } from '../features/wizard/create-event/create-event-search.ts';
import { CreateEventWizard } from '../features/wizard/create-event/create-event-wizard.tsx';
import { useWizardAddress } from '../features/wizard/use-wizard-address.ts';

/**
 * The create-event wizard (docs/product.md, The creation wizards), 14 steps; `eventId` edits an
 * existing event.
 */
export const Route = createFileRoute('/create-event')({
  validateSearch: validateCreateEventSearch,
  // Loaded with the route, not with the app: the wizard's code stays out of other pages (first-load
  // JavaScript matters on a phone).
  beforeLoad: async ({ context, search }) => {
    const { beforeCreateEvent } = await import(
      '../features/wizard/create-event/create-event-guard.ts'
    );
    await beforeCreateEvent(context, search);
  },
  component: CreateEventRoute,
});

function CreateEventRoute() {
  const { step, eventId, payment } = Route.useSearch();
  const address = useWizardAddress('/create-event');

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
        {...address}
      />
    </>
  );
}
