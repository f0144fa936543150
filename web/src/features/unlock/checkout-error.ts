import { messages } from '@partyreel/shared/messages';
import { readServerError } from '../../lib/server-error.ts';

/**
 * The catalogue's "Checkout" texts (docs/product.md, Limits and validation): too many sessions
 * (resource-exhausted) and an event already unlocked (failed-precondition) have their own texts;
 * otherwise the server's message, or 'Could not start checkout. Please try again.' when it never
 * answered or failed inside.
 */
export function checkoutErrorMessage(error: unknown): string {
  const server = readServerError(error);
  if (!server) return messages.checkout.failed;
  if (server.code === 'TOO_MANY_REQUESTS') return messages.checkout.tooMany;
  if (server.code === 'PRECONDITION_FAILED') return messages.checkout.alreadyUnlocked;
  if (server.code === 'INTERNAL_SERVER_ERROR') return messages.checkout.failed;
  return server.message || messages.checkout.failed;
}

const PROMO_REFUSALS: readonly string[] = [
  messages.checkout.promoUnknown,
  messages.checkout.promoUsedUp,
  messages.checkout.promoExpired,
];

/** Is this the server refusing the typed promo code (shown under the code's field)? */
export function isPromoRefusal(message: string): boolean {
  return PROMO_REFUSALS.includes(message);
}
