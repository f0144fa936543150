/**
 * What a phone that is well formed may still be refused for (phone-entry.ts phoneEntryProblem, in
 * the host's country): a message, or null when it may pass.
 */
export type PhoneRule = (phone: string) => string | null;

let phoneRule: PhoneRule | undefined;

/**
 * Installs the host's reading of phones in the guest checks (recipient-check.ts, and the forms with
 * a schema of their own), or removes it with undefined. The web installs it once its chunk has
 * loaded: the numbering plans are kept out of the checks, which every guest form imports, so they
 * stay sync and small, and until then a phone is checked for its characters only (the server
 * refuses the rest). Apart from the checks, so a form imports it without their schemas.
 */
export function setPhoneRule(rule: PhoneRule | undefined): void {
  phoneRule = rule;
}

/**
 * Why the installed phone rule refuses a phone (the schema's check comes first); null when it
 * takes it, or when there is no phone or no rule yet.
 */
export function phoneRuleProblem(phone: string | null | undefined): string | null {
  return phone && phoneRule ? phoneRule(phone) : null;
}
