import { useMutation } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useLiveWaitlistCount } from '../features/waitlist/use-live-waitlist-count.ts';
import { WaitlistPage } from '../features/waitlist/waitlist-page.tsx';

export const Route = createFileRoute('/waitlist')({
  component: WaitlistRoute,
});

function WaitlistRoute() {
  const { trpc } = Route.useRouteContext();
  const join = useMutation(trpc.waitlist.join.mutationOptions());
  const count = useLiveWaitlistCount(trpc);
  return (
    <WaitlistPage
      count={count}
      join={async (email) => {
        await join.mutateAsync({ email });
      }}
    />
  );
}
