import { messages } from '../messages.ts';

/** The longest promo code anyone could type that the server might know. */
export const PROMO_CODE_MAX_LENGTH = 40;

export type PromoCodeReading =
  | { ok: true; code: string | undefined }
  | { ok: false; message: string };

/**
 * A promo code as the host types it in the unlock offer: trimmed and upper-cased; empty means
 * none; too long to be any code is refused as unknown. Only the codes the server is configured with
 * are honoured (docs/decisions/034). The server's schema (payment-input.ts) reads it with this,
 * and the unlock offer checks it with this before asking, without loading Zod.
 */
export function readPromoCode(typed: string): PromoCodeReading {
  const code = typed.trim();
  if (code.length > PROMO_CODE_MAX_LENGTH) {
    return { ok: false, message: messages.checkout.promoUnknown };
  }
  return { ok: true, code: code.toUpperCase() || undefined };
}
