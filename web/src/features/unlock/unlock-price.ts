/**
 * The one price that unlocks an event's distribution (DESIGN.md §11: one configured price, default
 * $4.99, shown the same everywhere). Until checkout exists the browser shows the default; when the
 * server's configured price is published, pass it to the modal instead.
 */
export const DEFAULT_UNLOCK_PRICE_CENTS = 499;

/** 499 → '$4.99'. */
export function formatPrice(cents: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
}
