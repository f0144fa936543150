import {
  type CountryCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from 'libphonenumber-js';

/** The country a number without '+' is read in when the host's own is not known. */
export const FALLBACK_COUNTRY: CountryCode = 'US';

/**
 * The host's country from their browser's language tag ('en-GB' → GB, 'pt-BR' → BR), for the
 * numbers they typed without a country code; the fallback when the tag names no region we know.
 */
export function countryOfLocale(locale: string | null | undefined): CountryCode {
  const region = locale?.split(/[-_]/).find((part, i) => i > 0 && /^[A-Za-z]{2}$/.test(part));
  const code = region?.toUpperCase();
  return code && isSupportedCountry(code) ? code : FALLBACK_COUNTRY;
}

/**
 * A guest's number in E.164 ('+14155550123'), read in `country` unless it starts with '+'; or
 * undefined when it cannot be a real number there (too short, too long, an unused range). Texts
 * only ever go to a number this accepts, and opt-outs are kept in the same form.
 */
export function toE164(raw: string, country: CountryCode): string | undefined {
  const parsed = parsePhoneNumberFromString(raw.trim(), { defaultCountry: country });
  return parsed?.isValid() ? parsed.number : undefined;
}
