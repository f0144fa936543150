import { describe, expect, it } from 'vitest';
import { readPaymentReturn } from './payment-search.ts';

describe('readPaymentReturn', () => {
  it('keeps the two answers a checkout comes back with', () => {
    expect(readPaymentReturn('success')).toBe('success');
    expect(readPaymentReturn('cancelled')).toBe('cancelled');
  });

  it('drops anything else', () => {
    for (const value of ['SUCCESS', 'canceled', '', 1, null, undefined, ['success']])
      expect(readPaymentReturn(value)).toBeUndefined();
  });
});
