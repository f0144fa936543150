import { type CountryCode, isPossiblePhoneNumber, isSupportedCountry } from 'libphonenumber-js/min';
import { messages } from '../messages.ts';

/**
 * The host's reading of a guest's phone (docs/product.md, Limits and validation): a number without
 * '+' is read in the host's country. Loaded apart from the forms (the web imports it lazily): the
 * numbering plans are some 25 KB that no page should wait for.
 */

/** The country a number without '+' is read in when the host's own is not known. */
export const FALLBACK_COUNTRY: CountryCode = 'US';

/**
 * The host's country from their browser's language tag ('en-GB' → GB, 'pt-BR' → BR; an
 * Accept-Language header's first tag), for the numbers they typed without a country code; the
 * fallback when the tag names no region we know.
 */
export function countryOfLocale(locale: string | null | undefined): CountryCode {
  const region = locale?.split(/[-_]/).find((part, i) => i > 0 && /^[A-Za-z]{2}$/.test(part));
  const code = region?.toUpperCase();
  return code && isSupportedCountry(code) ? code : FALLBACK_COUNTRY;
}

/**
 * Why a phone the host typed cannot be a number, read in `country`: too few or too many digits for
 * its country, or a country code no country has. Only the length is judged, not whether the range
 * is in use: ranges change with the numbering plans, and a number outside them is left untexted at
 * send (with a note) rather than refused here. Null when the number may be one.
 */
export function phoneEntryProblem(phone: string, country: CountryCode): string | null {
  return isPossiblePhoneNumber(phone.trim(), country) ? null : messages.recipients.phoneNotPossible;
}
