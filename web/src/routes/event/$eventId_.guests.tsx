import { createFileRoute } from '@tanstack/react-router';
import { requireRegisteredUser } from '../../features/auth/access.ts';
import { ManageGuestsPage } from '../../features/manage-guests/manage-guests-page.tsx';

/**
 * Manage Guests (docs/product.md, Manage Guests, /event/{eventId}/guests): a page of its own, not
 * nested in the event page (the trailing underscore of `$eventId_` opts out of its layout).
 */
export const Route = createFileRoute('/event/$eventId_/guests')({
  beforeLoad: ({ context, location }) => requireRegisteredUser(context, location),
  // A failure is shown in the page ('Event not found'), not as an error page.
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.prefetchQuery(
        context.trpc.events.byId.queryOptions({ eventId: params.eventId }),
      ),
      context.queryClient.prefetchQuery(
        context.trpc.guests.list.queryOptions({ eventId: params.eventId, filter: 'all' }),
      ),
    ]),
  component: ManageGuestsRoute,
});

function ManageGuestsRoute() {
  const { eventId } = Route.useParams();
  return <ManageGuestsPage eventId={eventId} />;
}
