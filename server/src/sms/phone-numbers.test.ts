import { describe, expect, it } from 'vitest';
import { countryOfLocale, toE164 } from './phone-numbers.ts';

describe('toE164', () => {
  it('reads a national number in the host’s country', () => {
    expect(toE164('(415) 555-2671', 'US')).toBe('+14155552671');
    expect(toE164('07400 123456', 'GB')).toBe('+447400123456');
  });

  it('keeps a number that carries its own country code, whatever the host’s', () => {
    expect(toE164('+44 7400 123456', 'US')).toBe('+447400123456');
  });

  it('refuses what cannot be a number there', () => {
    expect(toE164('+1 555 0100', 'US')).toBeUndefined();
    expect(toE164('12', 'US')).toBeUndefined();
    expect(toE164('not a number', 'GB')).toBeUndefined();
  });
});

describe('countryOfLocale', () => {
  it('takes the region of the browser’s language tag', () => {
    expect(countryOfLocale('en-GB')).toBe('GB');
    expect(countryOfLocale('pt_BR')).toBe('BR');
    expect(countryOfLocale('zh-Hant-TW')).toBe('TW');
  });

  it('falls back to the US without a known region', () => {
    expect(countryOfLocale('fr')).toBe('US');
    expect(countryOfLocale(undefined)).toBe('US');
    expect(countryOfLocale('en-ZZ')).toBe('US');
  });
});
