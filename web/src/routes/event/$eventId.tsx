import { createFileRoute } from '@tanstack/react-router';
import { requireRegisteredUser } from '../../features/auth/access.ts';
import { EventDetailPage } from '../../features/event-detail/event-detail-page.tsx';

/** Event detail (SPEC.md §2): the event, its answers live, and its shared link. */
export const Route = createFileRoute('/event/$eventId')({
  beforeLoad: ({ context, location }) => requireRegisteredUser(context, location),
  // A failure is shown in the page ('Event not found'), not as an error page.
  loader: ({ context, params }) =>
    context.queryClient.prefetchQuery(
      context.trpc.events.byId.queryOptions({ eventId: params.eventId }),
    ),
  component: EventRoute,
});

function EventRoute() {
  const { trpc } = Route.useRouteContext();
  const { eventId } = Route.useParams();
  return <EventDetailPage trpc={trpc} eventId={eventId} />;
}
