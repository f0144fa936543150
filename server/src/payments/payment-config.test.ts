import { describe, expect, it } from 'vitest';
import { DEFAULT_PROMO_CODES, DEFAULT_PROMO_LIMIT, parsePromoCodes } from './payment-config.ts';

describe('PROMO_CODES', () => {
  it('reads CODE:percent[:limit], upper-cased, with the default limit when none is given', () => {
    expect(parsePromoCodes(' party80:80 , Launch100:100:25,')).toEqual([
      { code: 'PARTY80', percentOff: 80, limit: DEFAULT_PROMO_LIMIT },
      { code: 'LAUNCH100', percentOff: 100, limit: 25 },
    ]);
    expect(DEFAULT_PROMO_LIMIT).toBe(500);
    expect(parsePromoCodes(DEFAULT_PROMO_CODES).map((p) => p.limit)).toEqual([500, 500]);
    expect(parsePromoCodes('')).toEqual([]);
  });

  it.each([
    'HALF',
    'HALF:0',
    'HALF:101',
    'HALF:50:0',
    'HALF:50:many',
    'HALF:50:10:1',
    'A:50',
    'HALF:50,half:40',
  ])('refuses %j, naming PROMO_CODES', (value) => {
    expect(() => parsePromoCodes(value)).toThrow(/PROMO_CODES/);
  });
});
