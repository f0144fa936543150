import { setPhoneRule } from '@partyreel/shared/recipients/phone-rule';
import { useEffect } from 'react';

type PhoneEntry = typeof import('@partyreel/shared/recipients/phone-entry');

let phoneEntry: Promise<PhoneEntry> | undefined;

/**
 * Installs the host's reading of phones in the guest checks (shared/src/recipients/phone-rule.ts):
 * a number too short or too long for the host's country (their browser's language, which the
 * server reads from the same browser's Accept-Language) is refused as it is typed, not at send. The
 * numbering plans come in a chunk of their own, fetched once, when a form that takes phones first
 * mounts; until they come, the server refuses what the form let through.
 */
export async function loadPhoneRule(): Promise<void> {
  phoneEntry ??= import('@partyreel/shared/recipients/phone-entry').catch((error: unknown) => {
    // A chunk that failed to load (a deploy, a lost connection) may load for the next form.
    phoneEntry = undefined;
    throw error;
  });
  const { countryOfLocale, phoneEntryProblem } = await phoneEntry;
  const country = countryOfLocale(navigator.language);
  setPhoneRule((phone) => phoneEntryProblem(phone, country));
}

/** loadPhoneRule when the form mounts; a chunk that fails leaves the characters-only check. */
export function usePhoneRule(): void {
  useEffect(() => {
    loadPhoneRule().catch(() => undefined);
  }, []);
}
