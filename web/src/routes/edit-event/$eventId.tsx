import { createFileRoute } from '@tanstack/react-router';
import { requireRegisteredUser } from '../../features/auth/access.ts';
import { EditEventPage } from '../../features/edit-event/edit-event-page.tsx';

/** Edit Event (docs/product.md, Pages): title, description, place, day and hours. */
export const Route = createFileRoute('/edit-event/$eventId')({
  beforeLoad: ({ context, location }) => requireRegisteredUser(context, location),
  loader: ({ context, params }) =>
    context.queryClient.prefetchQuery(
      context.trpc.events.byId.queryOptions({ eventId: params.eventId }),
    ),
  component: EditEventRoute,
});

function EditEventRoute() {
  const { eventId } = Route.useParams();
  const navigate = Route.useNavigate();
  return (
    <EditEventPage
      eventId={eventId}
      onSaved={() => void navigate({ to: '/event/$eventId', params: { eventId } })}
    />
  );
}
