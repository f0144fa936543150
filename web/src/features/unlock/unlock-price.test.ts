import { describe, expect, it } from 'vitest';
import { formatPrice, promoLine } from './unlock-price.ts';

describe('formatPrice', () => {
  it('writes the amount in the currency the server names', () => {
    expect(formatPrice(499, 'usd')).toBe('$4.99');
    expect(formatPrice(2899, 'eur')).toBe('€28.99');
  });

  it('does not divide a currency without cents', () => {
    expect(formatPrice(500, 'jpy')).toBe('¥500');
  });

  it('shows the bare amount for a code it does not know', () => {
    expect(formatPrice(499, 'not-a-currency')).toBe('499 NOT-A-CURRENCY');
  });
});

describe('promoLine', () => {
  it('names the code and what it takes off', () => {
    expect(promoLine({ code: 'PARTY80', percentOff: 80 })).toBe(
      'Have a promo code? PARTY80 takes 80% off at checkout.',
    );
  });
});
