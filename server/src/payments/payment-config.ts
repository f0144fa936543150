/** The payment settings, as read and validated once by env.ts. */
export interface PaymentEnv {
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  /** A Stripe Price to charge; without it the price is PRICE_CENTS in PRICE_CURRENCY. */
  STRIPE_PRICE_ID?: string;
  /** Stripe's API address; only to point the SDK at a stand-in (tests). */
  STRIPE_API_BASE?: string;
  PRICE_CENTS: number;
  PRICE_CURRENCY: string;
  /**
   * 'CODE:percent[:limit],…': the only promo codes checkout honours (with Stripe, each must also
   * exist there as an active promotion code); the first under 100% is the one marketing mentions.
   */
  PROMO_CODES: string;
  production: boolean;
}

export interface PromoCode {
  code: string;
  percentOff: number;
  /** How many paid checkouts may use it, counted from our own payments in the database. */
  limit: number;
}

/** A code's redemptions when PROMO_CODES names no limit (docs/decisions/034). */
export const DEFAULT_PROMO_LIMIT = 500;

export interface PaymentConfig {
  /** The configured price (a Stripe Price, when set, is read from Stripe instead). */
  price: { amountCents: number; currency: string; stripePriceId: string | undefined };
  promoCodes: PromoCode[];
  /** Stripe Checkout; undefined means the dev checkout (never in production). */
  stripe: { secretKey: string; webhookSecret: string; apiBase: string | undefined } | undefined;
}

/**
 * 'PARTY80:80,LAUNCH100:100:50' → the codes, upper-cased, each with its redemption limit
 * (DEFAULT_PROMO_LIMIT when none is given); throws on a malformed entry or a code named twice.
 */
export function parsePromoCodes(value: string): PromoCode[] {
  const codes = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const match = /^([A-Za-z0-9_-]{2,40}):(\d{1,3})(?::(\d{1,9}))?$/.exec(entry);
      const percentOff = Number(match?.[2]);
      const limit = match?.[3] === undefined ? DEFAULT_PROMO_LIMIT : Number(match[3]);
      if (!match?.[1] || percentOff < 1 || percentOff > 100 || limit < 1)
        throw new Error(
          `PROMO_CODES: '${entry}' is not CODE:percent[:limit] (percent 1-100, limit 1 or more)`,
        );
      return { code: match[1].toUpperCase(), percentOff, limit };
    });
  const seen = new Set<string>();
  for (const { code } of codes) {
    if (seen.has(code)) throw new Error(`PROMO_CODES: '${code}' is named twice`);
    seen.add(code);
  }
  return codes;
}

/**
 * Stripe when STRIPE_SECRET_KEY is set, else the dev checkout. Production refuses to start without
 * Stripe's key and webhook secret: the message names what is missing.
 */
export function paymentConfigFrom(env: PaymentEnv): PaymentConfig {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim();
  const missing = [!secretKey && 'STRIPE_SECRET_KEY', !webhookSecret && 'STRIPE_WEBHOOK_SECRET'];
  const named = missing.filter(Boolean);
  if (env.production && named.length > 0)
    throw new Error(
      `Payments are not configured: set ${named.join(' and ')} (production takes payments through Stripe Checkout).`,
    );
  if (secretKey && !webhookSecret)
    throw new Error(
      'STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set (it verifies the webhook).',
    );
  return {
    price: {
      amountCents: env.PRICE_CENTS,
      currency: env.PRICE_CURRENCY.toLowerCase(),
      stripePriceId: env.STRIPE_PRICE_ID?.trim() || undefined,
    },
    promoCodes: parsePromoCodes(env.PROMO_CODES),
    stripe:
      secretKey && webhookSecret
        ? { secretKey, webhookSecret, apiBase: env.STRIPE_API_BASE }
        : undefined,
  };
}

/**
 * The defaults: the 80% code of docs/product.md (What PartyReel is) and the waitlist's 100% launch
 * coupon, 500 uses each.
 */
export const DEFAULT_PROMO_CODES = 'PARTY80:80,LAUNCH100:100';
