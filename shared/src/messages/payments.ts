/**
 * The unlock offer's and checkout's texts (docs/product.md, Paying), part of the catalogue in
 * ../messages.ts as `messages.unlock` and `messages.checkout`.
 */

/** 'Ava', 'Ava and Ben', 'Ava, Ben and Cy', 'Ava, Ben, Cy and 2 more'. */
function nameList(names: readonly string[], more: number): string {
  if (more > 0) return `${names.join(', ')} and ${more} more`;
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export const unlockMessages = {
  title: 'Unlock Distribution',
  maybeLater: 'Maybe later',
  // Honest selling (docs/product.md, Unlock modal): what paying gives, said before paying.
  /**
   * Guests with a phone number and no e-mail address, named (`names`: at most three, `more` the
   * rest): nothing can reach them but the link.
   */
  phoneOnlyBeforePaying: (names: readonly string[], more = 0) =>
    `${nameList(names, more)} ${names.length + more === 1 ? 'has' : 'have'} only a phone number. Invitations go by e-mail, so share your link with them yourself.`,
  /** Guests with neither an e-mail address nor a phone number, named as above. */
  noContactBeforePaying: (names: readonly string[], more = 0) =>
    `${nameList(names, more)} ${names.length + more === 1 ? 'has' : 'have'} no e-mail address yet: add one to send the invitation.`,
  /** The price line on the landing page, the template pages and the first wizard step. */
  priceLine: (price: string) => `Free to make and preview. ${price} per event to send.`,
  priceLineUnknown: 'Free to make and preview. Pay once per event to send.',
} as const;

export const checkoutMessages = {
  /** docs/product.md (Limits and validation): resource-exhausted. */
  tooMany: 'Please wait a few minutes before creating another checkout session.',
  /** docs/product.md (Limits and validation): failed-precondition. */
  alreadyUnlocked: 'Event distribution is already unlocked or there was a configuration error.',
  noUrl: 'No checkout URL returned.',
  failed: 'Could not start checkout. Please try again.',
  // Not among the original product description's texts (it names the states, not their texts):
  processing: 'Processing Payment...',
  takingLonger: 'Taking Longer Than Expected',
  unlocked: 'Payment received! Your invitation is unlocked.',
  promoUnknown: 'That promo code is not valid.',
  // Promo codes are typed in the unlock offer (docs/decisions/034):
  promoUsedUp: 'That promo code has been used up.',
  promoExpired: 'That promo code has expired.',
  /** A second payment for an already unlocked event, refunded through the provider. */
  duplicateRefunded: (amount: string) =>
    `This event was paid for twice. We refunded the second payment (${amount}); it reaches your card in 5 to 10 days.`,
  /** A second payment that could not be refunded automatically. */
  duplicateForSupport: (amount: string) =>
    `This event was paid for twice. Our support team will refund the second payment (${amount}) to your card.`,
  /** docs/product.md (Limits and validation; send, guest pages): failed-precondition. */
  locked: 'Event distribution is locked. Please unlock to send invitations.',
  remindersLocked: 'Unlock your invitation to turn on reminders.',
} as const;
