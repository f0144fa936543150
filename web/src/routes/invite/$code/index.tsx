import { createFileRoute } from '@tanstack/react-router';
import { takeFirstPaintData } from '../../../features/guest/first-paint-data.ts';
import { InvitePage } from '../../../features/guest/invite-page.tsx';
import { validateInviteSearch } from '../../../features/guest/invite-search.ts';
import { invitationQuery } from '../../../features/guest/use-invitation.ts';

/** SPEC.md §2: the guest invitation viewer, open to all. */
export const Route = createFileRoute('/invite/$code/')({
  validateSearch: validateInviteSearch,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context, params, deps }) => {
    const address = { code: params.code, invitationId: deps.id };
    // The server sent the invitation with the page: nothing to ask for.
    if (takeFirstPaintData(context.queryClient, context.trpc, address)) return;
    // Not awaited: the page shows its loading screen meanwhile.
    void context.queryClient.prefetchQuery(invitationQuery(context.trpc, address));
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
