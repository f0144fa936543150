import { createFileRoute } from '@tanstack/react-router';
import { EndPage } from '../../../features/guest/end-page.tsx';
import { validateInviteSearch } from '../../../features/guest/invite-search.ts';

/** SPEC.md §2: the end screen after the guest answered. */
export const Route = createFileRoute('/invite/$code/end')({
  validateSearch: validateInviteSearch,
  component: EndRoute,
});

function EndRoute() {
  const { trpc } = Route.useRouteContext();
  const { code } = Route.useParams();
  const { id } = Route.useSearch();
  return <EndPage trpc={trpc} address={{ code, invitationId: id }} />;
}
