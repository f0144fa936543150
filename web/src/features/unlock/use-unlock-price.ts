import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc.ts';

/** The server caches a Stripe price for 5 minutes; the page need not ask more often. */
const PRICE_FRESH_MS = 5 * 60_000;

/** payments.price: the configured price and the promo code marketing mentions. */
export function useUnlockPrice() {
  const trpc = useTRPC();
  return useQuery({ ...trpc.payments.price.queryOptions(), staleTime: PRICE_FRESH_MS });
}
