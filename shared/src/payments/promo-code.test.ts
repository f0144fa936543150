import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { createCheckoutInput } from './payment-input.ts';
import { PROMO_CODE_MAX_LENGTH, readPromoCode } from './promo-code.ts';

const eventId = '3f6c2a1e-1111-4000-8000-000000000001';

describe('readPromoCode', () => {
  it('trims and upper-cases what was typed; nothing typed is no code', () => {
    expect(readPromoCode('  launch100 ')).toEqual({ ok: true, code: 'LAUNCH100' });
    expect(readPromoCode('   ')).toEqual({ ok: true, code: undefined });
  });

  it('refuses a code too long to be any as unknown, counting after the trim', () => {
    const longest = 'a'.repeat(PROMO_CODE_MAX_LENGTH);
    expect(readPromoCode(` ${longest} `)).toEqual({ ok: true, code: longest.toUpperCase() });
    expect(readPromoCode(`${longest}b`)).toEqual({
      ok: false,
      message: messages.checkout.promoUnknown,
    });
  });

  it('is what the server reads a checkout’s promo code with', () => {
    const parsed = createCheckoutInput.safeParse({ eventId, promoCode: ' launch100 ' });
    expect(parsed.success && parsed.data.promoCode).toBe('LAUNCH100');
    const empty = createCheckoutInput.safeParse({ eventId, promoCode: '' });
    expect(empty.success && empty.data.promoCode).toBeUndefined();
    const tooLong = createCheckoutInput.safeParse({ eventId, promoCode: 'x'.repeat(41) });
    expect(tooLong.success).toBe(false);
    expect(tooLong.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['promoCode'], messages.checkout.promoUnknown],
    ]);
  });
});
