import { createFileRoute } from '@tanstack/react-router';
import { InvitePage } from '../../../features/guest/invite-page.tsx';
import { validateInviteSearch } from '../../../features/guest/invite-search.ts';
import { invitationQuery } from '../../../features/guest/use-invitation.ts';

/** SPEC.md §2: the guest invitation viewer, open to all. */
export const Route = createFileRoute('/invite/$code/')({
  validateSearch: validateInviteSearch,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context, params, deps }) => {
    // Not awaited: the page shows its loading screen meanwhile.
    void context.queryClient.prefetchQuery(
      invitationQuery(context.trpc, { code: params.code, invitationId: deps.id }),
    );
  },
  component: InviteRoute,
});

function InviteRoute() {
  const { trpc } = Route.useRouteContext();
  const { code } = Route.useParams();
  const { id } = Route.useSearch();
  return (
    <InvitePage key={`${code}|${id ?? ''}`} trpc={trpc} address={{ code, invitationId: id }} />
  );
}
