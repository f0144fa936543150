import { useMutation } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { LandingPage } from '../features/landing/landing-page.tsx';
import { useTemplates } from '../features/templates/use-templates.ts';

export const Route = createFileRoute('/')({
  // The showcase's templates start loading with the page, without holding the page back.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(context.trpc.templates.list.queryOptions());
  },
  component: LandingRoute,
});

function LandingRoute() {
  const { trpc, queryClient } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  const signInAnonymously = useMutation(trpc.auth.signInAnonymously.mutationOptions());
  const templates = useTemplates();
  return (
    <LandingPage
      signIn={async () => {
        // Keeps a session the visitor already has (a host stays a host).
        const me = await signInAnonymously.mutateAsync();
        queryClient.setQueryData(trpc.auth.me.queryKey(), me);
      }}
      // The creation routes are addressed by href: until their pages exist, the catch-all route
      // takes the visit back to '/'.
      go={(href) => navigate({ href })}
      showcase={{
        templates: templates.data,
        status: templates.status,
        retry: () => void templates.refetch(),
        retrying: templates.isFetching,
      }}
    />
  );
}
