import { createFileRoute } from '@tanstack/react-router';
import {
  type PageRead,
  prefetchPageReads,
  requireRegisteredUser,
} from '../../features/auth/access.ts';
import type { SessionContext } from '../../features/auth/session.ts';
import { ManageGuestsPage } from '../../features/manage-guests/manage-guests-page.tsx';

/**
 * Manage Guests (docs/product.md, Manage Guests, /event/{eventId}/guests): a page of its own, not
 * nested in the event page (the trailing underscore of `$eventId_` opts out of its layout).
 */
const pageReads = ({ trpc }: SessionContext, eventId: string): PageRead[] => [
  trpc.events.byId.queryOptions({ eventId }),
  trpc.guests.list.queryOptions({ eventId, filter: 'all' }),
];

export const Route = createFileRoute('/event/$eventId_/guests')({
  beforeLoad: ({ context, location, params }) =>
    requireRegisteredUser(context, location, pageReads(context, params.eventId)),
  // A failure is shown in the page ('Event not found'), not as an error page.
  loader: ({ context, params }) => prefetchPageReads(context, pageReads(context, params.eventId)),
  component: ManageGuestsRoute,
});

function ManageGuestsRoute() {
  const { eventId } = Route.useParams();
  return <ManageGuestsPage eventId={eventId} />;
}
