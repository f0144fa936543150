import type { CountryCode } from 'libphonenumber-js';
import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** The host's country, read as at entry (docs/product.md, Limits and validation). */
export { countryOfLocale, FALLBACK_COUNTRY } from '@partyreel/shared/recipients/phone-entry';

/**
 * A guest's number in E.164 ('+14155550123'), read in `country` unless it starts with '+'; or
 * undefined when it cannot be a real number there (too short, too long, an unused range). Texts
 * only ever go to a number this accepts, and opt-outs are kept in the same form.
 */
export function toE164(raw: string, country: CountryCode): string | undefined {
  const parsed = parsePhoneNumberFromString(raw.trim(), { defaultCountry: country });
  return parsed?.isValid() ? parsed.number : undefined;
}
