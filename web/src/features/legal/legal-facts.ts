/**
 * The facts docs/product.md (What PartyReel is; Limits and validation) fixes for the terms and
 * privacy pages.
 */
export const LEGAL_LAST_UPDATED = 'July 2025';
export const MINIMUM_AGE = 13;
export const SMS_MESSAGES_PER_MONTH = 20;
