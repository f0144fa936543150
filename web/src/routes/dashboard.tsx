import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import {
  type PageRead,
  prefetchPageReads,
  requireRegisteredUser,
} from '../features/auth/access.ts';
import type { SessionContext } from '../features/auth/session.ts';
import { useSession } from '../features/auth/use-session.ts';
import { DashboardPage } from '../features/dashboard/dashboard-page.tsx';
import { useTRPC } from '../lib/trpc.ts';

const pageReads = ({ trpc }: SessionContext): PageRead[] => [trpc.events.list.queryOptions()];

export const Route = createFileRoute('/dashboard')({
  beforeLoad: ({ context, location }) =>
    requireRegisteredUser(context, location, pageReads(context)),
  // The list arrives with the page; a failure is shown in the page, with a retry, not as an error page.
  loader: ({ context }) => prefetchPageReads(context, pageReads(context)),
  component: DashboardRoute,
});

function DashboardRoute() {
  const trpc = useTRPC();
  const me = useSession();
  const events = useQuery(trpc.events.list.queryOptions());
  return (
    <DashboardPage
      displayName={me?.displayName ?? null}
      events={events.data}
      status={events.status}
      retry={() => void events.refetch()}
      retrying={events.isFetching}
    />
  );
}
