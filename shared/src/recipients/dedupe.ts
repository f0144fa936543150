import type { RecipientFields } from './recipient-check.ts';

/** The same address however it was typed. */
const emailKey = (email: string) => `e:${email.trim().toLowerCase()}`;
/** The same number however it was punctuated: '+1 (555) 010-2030' and '+15550102030'. */
const phoneKey = (phone: string) => `p:${phone.replace(/\D/g, '')}`;

/** The keys that make two guests the same person: their e-mail, their phone. */
export function contactKeys(r: Pick<RecipientFields, 'email' | 'phone'>): string[] {
  const keys: string[] = [];
  if (r.email) keys.push(emailKey(r.email));
  if (r.phone && /\d/.test(r.phone)) keys.push(phoneKey(r.phone));
  return keys;
}

/**
 * Splits `incoming` into the guests that are new and the count of those already present: a guest
 * is a duplicate when its e-mail or its phone matches a guest in `existing` or an earlier one in
 * `incoming` (the first one wins). See docs/decisions/009-csv-import.md.
 */
export function withoutDuplicates<T extends Pick<RecipientFields, 'email' | 'phone'>>(
  existing: readonly Pick<RecipientFields, 'email' | 'phone'>[],
  incoming: readonly T[],
): { fresh: T[]; duplicates: number } {
  const seen = new Set(existing.flatMap(contactKeys));
  const fresh: T[] = [];
  let duplicates = 0;
  for (const r of incoming) {
    const keys = contactKeys(r);
    if (keys.some((k) => seen.has(k))) {
      duplicates += 1;
      continue;
    }
    for (const k of keys) seen.add(k);
    fresh.push(r);
  }
  return { fresh, duplicates };
}
