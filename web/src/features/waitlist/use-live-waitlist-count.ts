import { useSubscription } from '@trpc/tanstack-react-query';
import { useTRPC } from '../../lib/trpc.ts';

/**
 * How many people are on the waitlist, kept current by the server: the subscription sends the
 * count at once, then again after every join anywhere. `undefined` until the first value arrives.
 */
export function useLiveWaitlistCount(): number | undefined {
  const trpc = useTRPC();
  const live = useSubscription(trpc.waitlist.live.subscriptionOptions(undefined));
  return live.data?.data.count;
}
