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

/** Which of a guest's values were read from another column than the one the host mapped. */
export interface LooseFields {
  email: boolean;
  phone: boolean;
}

const STRICT: LooseFields = { email: false, phone: false };

/**
 * `guest` as it may join a list whose contact keys are `seen`, or null when it is someone already
 * there: its e-mail or phone is taken (docs/decisions/009-guest-import.md). A loose value (read
 * from another column than the mapped one, as a household's shared 'Home Phone' often is) never
 * makes a duplicate: when taken it is left off, and the guest joins with what remains.
 */
export function joinable<T extends Pick<RecipientFields, 'email' | 'phone'>>(
  guest: T,
  seen: ReadonlySet<string>,
  loose: LooseFields = STRICT,
): T | null {
  let joining = guest;
  for (const field of ['email', 'phone'] as const) {
    const value = guest[field];
    const only = field === 'email' ? { email: value, phone: null } : { email: null, phone: value };
    if (!contactKeys(only).some((k) => seen.has(k))) continue;
    if (!loose[field]) return null;
    joining = { ...joining, [field]: null };
  }
  // Left with no way to reach them: the same person as the one who has those values.
  return joining === guest || joining.email || joining.phone ? joining : null;
}

/**
 * Splits `incoming` into the guests that are new and the count of those already present: a guest
 * is a duplicate when its e-mail or its phone matches a guest in `existing` or an earlier one in
 * `incoming` (the first one wins). See docs/decisions/009-guest-import.md.
 */
export function withoutDuplicates<T extends Pick<RecipientFields, 'email' | 'phone'>>(
  existing: readonly Pick<RecipientFields, 'email' | 'phone'>[],
  incoming: readonly T[],
): { fresh: T[]; duplicates: number } {
  const seen = new Set(existing.flatMap(contactKeys));
  const fresh: T[] = [];
  for (const r of incoming) {
    if (!joinable(r, seen)) continue;
    for (const k of contactKeys(r)) seen.add(k);
    fresh.push(r);
  }
  return { fresh, duplicates: incoming.length - fresh.length };
}

/** A recipient left out because someone with its e-mail or phone is there already, and who. */
export interface Duplicate<T, E> {
  recipient: T;
  /** The first entry — one of `existing`, or an earlier one of `incoming` — that has its value. */
  of: E | T;
}

/**
 * Like withoutDuplicates (the first of each person wins), but says who each duplicate matched:
 * guests.add and events.update answer the host with it ('Ana is already on your guest list').
 */
export function findDuplicates<
  T extends Pick<RecipientFields, 'email' | 'phone'>,
  E extends Pick<RecipientFields, 'email' | 'phone'>,
>(existing: readonly E[], incoming: readonly T[]): { fresh: T[]; duplicates: Duplicate<T, E>[] } {
  const owner = new Map<string, E | T>();
  const claim = (entry: E | T) => {
    for (const key of contactKeys(entry)) if (!owner.has(key)) owner.set(key, entry);
  };
  existing.forEach(claim);
  const fresh: T[] = [];
  const duplicates: Duplicate<T, E>[] = [];
  for (const recipient of incoming) {
    const of = contactKeys(recipient)
      .map((key) => owner.get(key))
      .find((entry) => entry !== undefined);
    if (of) duplicates.push({ recipient, of });
    else {
      claim(recipient);
      fresh.push(recipient);
    }
  }
  return { fresh, duplicates };
}
