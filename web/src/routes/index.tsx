import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { LandingPage } from '../features/landing/landing-page.tsx';
import { useTemplates } from '../features/templates/use-templates.ts';
import { useTRPC } from '../lib/trpc.ts';

export const Route = createFileRoute('/')({
  // The showcase's templates start loading with the page, without holding the page back.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(context.trpc.templates.list.queryOptions());
    void context.queryClient.prefetchQuery(context.trpc.payments.price.queryOptions());
  },
  component: LandingRoute,
});

function LandingRoute() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = Route.useNavigate();
  const signInAnonymously = useMutation(trpc.auth.signInAnonymously.mutationOptions());
  const templates = useTemplates();
  // The promo code the marketing line names; no line while it loads or if it cannot be read.
  const price = useQuery(trpc.payments.price.queryOptions());
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
      promo={price.data?.promo ?? null}
      showcase={{
        templates: templates.data,
        status: templates.status,
        retry: () => void templates.refetch(),
        retrying: templates.isFetching,
      }}
    />
  );
}
