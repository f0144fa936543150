import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';

/** The server caches a Stripe price for 5 minutes; the page need not ask more often. */
const PRICE_FRESH_MS = 5 * 60_000;

/** payments.price: the configured price and the promo code marketing mentions. */
export function useUnlockPrice() {
  const { trpc } = useRouteContext({ from: '__root__' });
  return useQuery({ ...trpc.payments.price.queryOptions(), staleTime: PRICE_FRESH_MS });
}
