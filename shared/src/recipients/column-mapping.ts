import { messages } from '../messages.ts';

/**
 * Which CSV columns hold a guest's name, e-mail and phone. The name may come from several columns
 * (first, middle, last), joined with spaces: see docs/decisions/009-guest-import.md.
 */
export interface ColumnMapping {
  name: string[];
  email: string | null;
  phone: string | null;
}

/** One entry of the Name select: a single column, or the first + (middle +) last columns. */
export interface NameChoice {
  label: string;
  columns: string[];
}

/** 'E-mail 1 - Value' → 'email1value'. */
const normalise = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

const FULL_NAME = ['name', 'fullname', 'displayname', 'contactname', 'guestname', 'guest'];
const FIRST_NAME = ['firstname', 'givenname', 'first', 'forename'];
const MIDDLE_NAME = ['middlename', 'additionalname', 'middle'];
const LAST_NAME = ['lastname', 'familyname', 'surname', 'last'];
/** Best first: Google's first address, Outlook's, then the plain ones. */
const EMAIL = ['email', 'emailaddress', 'email1value', 'mail', 'emailaddresses'];
/** Mobiles first: an invitation is most often opened on a phone. */
const PHONE = [
  'phone',
  'mobilephone',
  'mobile',
  'cellphone',
  'cell',
  'phone1value',
  'phonenumber',
  'primaryphone',
  'telephone',
  'tel',
  'homephone',
  'businessphone',
  'otherphone',
];

function find(headers: readonly string[], candidates: readonly string[]): string | null {
  const byKey = new Map<string, string>();
  for (const header of headers) {
    const key = normalise(header);
    if (!byKey.has(key)) byKey.set(key, header);
  }
  for (const candidate of candidates) {
    const header = byKey.get(candidate);
    if (header !== undefined) return header;
  }
  return null;
}

/** A header that mentions the word but is not a type, label or display-name column. */
function findLoosely(headers: readonly string[], word: string): string | null {
  return (
    headers.find((h) => {
      const key = normalise(h);
      return key.includes(word) && !/type|label|displayname|yomi|phonetic/.test(key);
    }) ?? null
  );
}

/** The first + (middle +) last choice, when the file has first and last name columns. */
function splitNameChoice(headers: readonly string[]): NameChoice | null {
  const first = find(headers, FIRST_NAME);
  const last = find(headers, LAST_NAME);
  if (!first || !last) return null;
  const middle = find(headers, MIDDLE_NAME);
  const columns = middle ? [first, middle, last] : [first, last];
  return { label: columns.join(' + '), columns };
}

/** The Name select's options: the combined first + last choice (if any), then every column. */
export function nameChoices(headers: readonly string[]): NameChoice[] {
  const split = splitNameChoice(headers);
  const single = headers.map((h) => ({ label: h, columns: [h] }));
  return split ? [split, ...single] : single;
}

/**
 * A first guess the host can change: a full-name column if there is one (plain lists, Google's
 * older export), else first + last (Google's newer export, Outlook); Google's first address and
 * phone, Outlook's address and mobile, or plain 'email' and 'phone' columns.
 */
export function guessMapping(headers: readonly string[]): ColumnMapping {
  const fullName = find(headers, FULL_NAME);
  const split = splitNameChoice(headers);
  const name = fullName ? [fullName] : (split?.columns ?? []);
  return {
    name,
    email: find(headers, EMAIL) ?? findLoosely(headers, 'email') ?? findLoosely(headers, 'mail'),
    phone: find(headers, PHONE) ?? findLoosely(headers, 'phone') ?? findLoosely(headers, 'mobile'),
  };
}

/** Outlook's other address columns (Google numbers its own: 'E-mail 2 - Value'). */
const OTHER_EMAIL = ['email2address', 'email3address'];
/**
 * Other phone columns of an Outlook export. Not 'Company Main Phone', 'Assistant's Phone', 'Pager'
 * or 'TTY/TDD Phone': those reach someone else, or no one.
 */
const OTHER_PHONE = ['homephone2', 'businessphone2', 'carphone'];

/** Google's numbered columns in order: 'Phone 1 - Value', 'Phone 2 - Value' … */
function numbered(headers: readonly string[], field: 'email' | 'phone'): string[] {
  const pattern = new RegExp(`^${field}(\\d+)value$`);
  return headers
    .map((header) => ({ header, n: Number(pattern.exec(normalise(header))?.[1] ?? Number.NaN) }))
    .filter(({ n }) => !Number.isNaN(n))
    .sort((a, b) => a.n - b.n)
    .map(({ header }) => header);
}

/** The mapped column, then the `known` ones the file has, each once. */
function columnsFor(headers: readonly string[], mapped: string | null, known: string[]): string[] {
  if (mapped === null) return [];
  const others = known.flatMap((key) => headers.find((h) => normalise(h) === key) ?? []);
  return [...new Set([mapped, ...others])];
}

/**
 * Where to read a row's e-mail and phone, best first: the mapped column, then the export's other
 * address or phone columns, for a row whose mapped cell is empty or unreadable. None for a field
 * the host left unmapped. See docs/decisions/009-guest-import.md (its update made with Manage
 * Guests).
 */
export function contactColumns(
  headers: readonly string[],
  mapping: ColumnMapping,
): { email: string[]; phone: string[] } {
  const known = (field: 'email' | 'phone', names: string[]) => [
    ...names,
    ...numbered(headers, field).map(normalise),
  ];
  return {
    email: columnsFor(headers, mapping.email, known('email', [...EMAIL, ...OTHER_EMAIL])),
    phone: columnsFor(headers, mapping.phone, known('phone', [...PHONE, ...OTHER_PHONE])),
  };
}

/**
 * docs/product.md (Limits and validation): the name must be mapped, and an e-mail or a phone
 * column. `null` when it may go on.
 */
export function mappingError(mapping: ColumnMapping): string | null {
  if (mapping.name.length === 0) return messages.recipients.csvNameRequired;
  if (!mapping.email && !mapping.phone) return messages.recipients.csvContactRequired;
  return null;
}
