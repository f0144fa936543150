import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { countryOfLocale, phoneEntryProblem } from './phone-entry.ts';

describe("the host's country", () => {
  it("is the language tag's region, or the US when it names none we know", () => {
    expect(countryOfLocale('en-GB')).toBe('GB');
    expect(countryOfLocale('pt_br')).toBe('BR');
    expect(countryOfLocale('zh-Hant-TW')).toBe('TW');
    expect(countryOfLocale('fr')).toBe('US');
    expect(countryOfLocale('en-ZZ')).toBe('US');
    expect(countryOfLocale(undefined)).toBe('US');
  });
});

describe('a phone the host types', () => {
  it('is taken when its length can be a number, read in their country unless it has a +', () => {
    expect(phoneEntryProblem('07700 900123', 'GB')).toBeNull();
    expect(phoneEntryProblem('(415) 555-0100', 'US')).toBeNull();
    expect(phoneEntryProblem('+1 (555) 010-0100', 'GB')).toBeNull();
    expect(phoneEntryProblem('+44 7700 900123', 'US')).toBeNull();
    expect(phoneEntryProblem(' +44 (0)20 7946 0958 ', 'US')).toBeNull();
  });

  it('is refused when too short, too long, or with a country code no country has', () => {
    const refused = messages.recipients.phoneNotPossible;
    expect(phoneEntryProblem('+1 555 0100', 'GB')).toBe(refused);
    expect(phoneEntryProblem('555 0100', 'US')).toBe(refused);
    expect(phoneEntryProblem('12', 'GB')).toBe(refused);
    expect(phoneEntryProblem('+1 415 555 01234', 'US')).toBe(refused);
    // A British mobile without its +44 is a digit too long for an American number.
    expect(phoneEntryProblem('07700 900123', 'US')).toBe(refused);
    expect(phoneEntryProblem('+999 123456', 'US')).toBe(refused);
  });
});
