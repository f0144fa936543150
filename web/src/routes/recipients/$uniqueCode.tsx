import { createFileRoute, redirect } from '@tanstack/react-router';
import { InvitePage } from '../../features/guest/invite-page.tsx';
import { recipientsRedirect, validateInviteSearch } from '../../features/guest/invite-search.ts';

/**
 * SPEC.md §2: an older invitation address. It goes to /invite/{uniqueCode} with the same query
 * string; with redirected=1 (a link that has already been sent on once) the invitation shows here.
 */
export const Route = createFileRoute('/recipients/$uniqueCode')({
  validateSearch: validateInviteSearch,
  beforeLoad: ({ params, location }) => {
    const target = recipientsRedirect(params.uniqueCode, location.searchStr);
    if (target) throw redirect({ href: target, replace: true });
  },
  component: RecipientsRoute,
});

function RecipientsRoute() {
  const { trpc } = Route.useRouteContext();
  const { uniqueCode } = Route.useParams();
  const { id } = Route.useSearch();
  return <InvitePage trpc={trpc} address={{ code: uniqueCode, invitationId: id }} />;
}
