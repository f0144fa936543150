import { useMutation } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useLiveWaitlistCount } from '../features/waitlist/use-live-waitlist-count.ts';
import { WaitlistPage } from '../features/waitlist/waitlist-page.tsx';
import { useTRPC } from '../lib/trpc.ts';

export const Route = createFileRoute('/waitlist')({
  component: WaitlistRoute,
});

function WaitlistRoute() {
  const trpc = useTRPC();
  const join = useMutation(trpc.waitlist.join.mutationOptions());
  const count = useLiveWaitlistCount();
  return (
    <WaitlistPage
      count={count}
      join={async (email) => {
        await join.mutateAsync({ email });
      }}
    />
  );
}
