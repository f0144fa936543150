import type { PaymentReturn } from '@partyreel/shared/payments/payment-input';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import {
  type PageRead,
  prefetchPageReads,
  requireRegisteredUser,
} from '../../features/auth/access.ts';
import type { SessionContext } from '../../features/auth/session.ts';
import { EventDetailPage } from '../../features/event-detail/event-detail-page.tsx';
import { readPaymentReturn } from '../../features/unlock/payment-search.ts';

/**
 * The page's query: `payment` when a checkout comes back here (docs/product.md, Paying); nothing
 * else.
 */
interface EventSearch {
  payment?: PaymentReturn;
}

function validateEventSearch(raw: Record<string, unknown>): EventSearch {
  const payment = readPaymentReturn(raw.payment);
  return payment ? { payment } : {};
}

const pageReads = ({ trpc }: SessionContext, eventId: string): PageRead[] => [
  trpc.events.byId.queryOptions({ eventId }),
];

/** Event detail (docs/product.md, Pages): the event, its answers live, and its shared link. */
export const Route = createFileRoute('/event/$eventId')({
  validateSearch: validateEventSearch,
  beforeLoad: ({ context, location, params }) =>
    requireRegisteredUser(context, location, pageReads(context, params.eventId)),
  // A failure is shown in the page ('Event not found'), not as an error page.
  loader: ({ context, params }) => prefetchPageReads(context, pageReads(context, params.eventId)),
  component: EventRoute,
});

function EventRoute() {
  const { eventId } = Route.useParams();
  const { payment } = Route.useSearch();
  const navigate = Route.useNavigate();
  // Once handled, the address forgets the return, so a reload does not repeat it.
  const clearPayment = useCallback(() => void navigate({ search: {}, replace: true }), [navigate]);
  return <EventDetailPage eventId={eventId} payment={payment} clearPayment={clearPayment} />;
}
