import { useMutation } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { LandingFeatures } from '../features/landing/landing-features.tsx';
import { LandingHero } from '../features/landing/landing-hero.tsx';

export const Route = createFileRoute('/')({
  component: LandingPage,
});

function LandingPage() {
  const { trpc, queryClient } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  const signInAnonymously = useMutation(trpc.auth.signInAnonymously.mutationOptions());
  return (
    <>
      <title>PartyReel — video invitations for every party</title>
      <LandingHero
        startEvent={async () => {
          // Keeps a session the visitor already has (a host stays a host).
          const me = await signInAnonymously.mutateAsync();
          queryClient.setQueryData(trpc.auth.me.queryKey(), me);
          // The create-event wizard is not built yet: saving the work starts at registration.
          await navigate({ to: '/register' });
        }}
      />
      <LandingFeatures />
    </>
  );
}
