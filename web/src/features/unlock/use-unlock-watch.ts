import { useQueryClient } from '@tanstack/react-query';
import { useSubscription } from '@trpc/tanstack-react-query';
import { useEffect } from 'react';
import { useTRPC } from '../../lib/trpc.ts';

/**
 * Watches a locked event's paywall live (docs/product.md, Paying; events.live) while `watching`.
 * When the unlock arrives — only the payment's webhook unlocks — the cached events.byId is marked
 * unlocked at once and fetched again, since its share link and guests' codes come only once it is
 * paid.
 */
export function useUnlockWatch(eventId: string, watching: boolean): void {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const live = useSubscription(
    trpc.events.live.subscriptionOptions({ eventId }, { enabled: watching }),
  );
  const unlocked = live.data?.data.unlocked === true;

  useEffect(() => {
    if (!unlocked) return;
    const queryKey = trpc.events.byId.queryKey({ eventId });
    queryClient.setQueryData(queryKey, (event) =>
      event ? { ...event, counts: { ...event.counts, unlocked: true } } : event,
    );
    void queryClient.invalidateQueries({ queryKey });
  }, [unlocked, eventId, trpc, queryClient]);
}
