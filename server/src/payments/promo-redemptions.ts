import type { Queryable } from '@partyreel/db/queryable';
import { payments } from '@partyreel/db/schema';
import { messages } from '@partyreel/shared/messages';
import { and, count, eq, gt, ne, or, sql } from 'drizzle-orm';
import { AppError } from '../errors/app-error.ts';
import type { PromoCode } from './payment-config.ts';

/** The configured code the host typed (already upper-cased), or the catalogue's refusal. */
export function configuredPromo(codes: readonly PromoCode[], typed: string): PromoCode {
  const found = codes.find((promo) => promo.code === typed.toUpperCase());
  if (!found) throw new AppError('BAD_REQUEST', messages.checkout.promoUnknown);
  return found;
}

/**
 * Refuses a code whose redemptions have reached its limit. A redemption is a paid payment with the
 * code, or a checkout still open with it for another event (it may yet be paid; it stops counting
 * when it expires). The count runs under a lock on the code held to the end of the caller's
 * transaction, so checkouts started at once, on any instance, are counted one after the other
 * and together cannot pass the limit.
 */
export async function assertPromoLeft(tx: Queryable, promo: PromoCode, eventId: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`promo-code:${promo.code}`}, 0))`,
  );
  const [row] = await tx
    .select({ used: count() })
    .from(payments)
    .where(
      and(
        eq(payments.promoCode, promo.code),
        or(
          eq(payments.status, 'paid'),
          and(
            eq(payments.status, 'open'),
            gt(payments.expiresAt, sql`now()`),
            ne(payments.eventId, eventId),
          ),
        ),
      ),
    );
  if ((row?.used ?? 0) >= promo.limit)
    throw new AppError('BAD_REQUEST', messages.checkout.promoUsedUp);
}
