import type { IncomingHttpHeaders } from 'node:http';
import { messages } from '@partyreel/shared/messages';
import { countryOfLocale, phoneEntryProblem } from '@partyreel/shared/recipients/phone-entry';
import type { CountryCode } from 'libphonenumber-js';
import { AppError } from '../errors/app-error.ts';

/**
 * The host's country, for the phones they type without '+': the region of the first language
 * their browser asks for ('en-GB,en;q=0.9' → GB), the same tag the web reads (navigator.language);
 * the fallback country (US) without one.
 */
export function hostCountry(headers: Pick<IncomingHttpHeaders, 'accept-language'>): CountryCode {
  const first = headers['accept-language']?.split(',')[0]?.split(';')[0]?.trim();
  return countryOfLocale(first);
}

/**
 * Refuses a list of guests when one's phone cannot be a number in `country` (docs/product.md,
 * Limits and validation), naming that guest: nothing of the list is saved, as for any other refusal
 * of it, and the host corrects the number. The web checks the same before sending; the server
 * decides.
 */
export function refuseImpossiblePhones(
  recipients: readonly { name: string; phone: string | null }[],
  country: CountryCode,
): void {
  const refused = recipients.find((r) => r.phone && phoneEntryProblem(r.phone, country));
  if (refused)
    throw new AppError('BAD_REQUEST', messages.recipients.guestPhoneNotPossible(refused.name));
}

/** The same for one phone typed in its own field (a contact, a guest's corrected phone). */
export function refuseImpossiblePhone(
  phone: string | null | undefined,
  country: CountryCode,
): void {
  const problem = phone ? phoneEntryProblem(phone, country) : null;
  if (problem) throw new AppError('BAD_REQUEST', problem);
}
