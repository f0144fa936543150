import { type ColumnMapping, contactColumns } from './column-mapping.ts';
import type { CsvRow } from './csv-parse.ts';
import { contactKeys, joinable, type LooseFields } from './dedupe.ts';
import { normalisePhone } from './phone.ts';
import {
  checkRecipient,
  isValidEmail,
  isValidPhone,
  type RecipientFields,
} from './recipient-check.ts';

/** A row as the import reads it, before the final check (what the review step shows). */
export interface MappedRow {
  name: string;
  /** The first valid address, else the mapped cell as written (so the check names the fault). */
  email: string;
  /** The first readable phone, normalised; else the mapped cell as written, or '' if ignored. */
  phone: string;
  /** The mapped phone cell is not a phone number, and the guest has an e-mail: left off. */
  phoneIgnored: boolean;
  /** The e-mail or phone came from another column than the mapped one. */
  loose: LooseFields;
}

/** Google joins several values of one field with ' ::: '; the first is the primary one. */
const cellValues = (cell: string | undefined) =>
  (cell ?? '')
    .split(':::')
    .map((v) => v.trim())
    .filter((v) => v !== '');

interface Found {
  value: string | null;
  loose: boolean;
  /** The mapped cell's first value as written, when no column gave a readable one. */
  written: string;
}

/** The first value `read` accepts: in the mapped column, then in the others (`columns` order). */
function firstReadable(
  row: CsvRow,
  columns: readonly string[],
  read: (text: string) => string | null,
): Found {
  for (const [i, column] of columns.entries()) {
    for (const text of cellValues(row[column])) {
      const value = read(text);
      if (value !== null) return { value, loose: i > 0, written: '' };
    }
  }
  const [mapped] = columns;
  const written = mapped === undefined ? '' : (cellValues(row[mapped])[0] ?? '');
  return { value: null, loose: false, written };
}

const readEmail = (text: string) => (isValidEmail(text) ? text : null);
const readPhone = (text: string) => {
  const phone = normalisePhone(text);
  return phone !== null && isValidPhone(phone) ? phone : null;
};

type Columns = ReturnType<typeof contactColumns> & { name: readonly string[] };

function readRow(row: CsvRow, columns: Columns): MappedRow {
  const email = firstReadable(row, columns.email, readEmail);
  const phone = firstReadable(row, columns.phone, readPhone);
  const phoneIgnored = phone.value === null && phone.written !== '' && email.value !== null;
  return {
    name: columns.name
      .map((column) => (row[column] ?? '').trim())
      .filter((part) => part !== '')
      .join(' ')
      // A quoted cell may hold a line break: a name is one line.
      .replace(/\s+/g, ' '),
    email: email.value ?? email.written,
    phone: phone.value ?? (phoneIgnored ? '' : phone.written),
    phoneIgnored,
    loose: { email: email.loose, phone: phone.loose },
  };
}

const columnsOf = (headers: readonly string[], mapping: ColumnMapping): Columns => ({
  name: mapping.name,
  ...contactColumns(headers, mapping),
});

export function mapRow(row: CsvRow, mapping: ColumnMapping): MappedRow {
  return readRow(row, columnsOf(Object.keys(row), mapping));
}

/** Why a row was left out; the summary names each. */
export type SkipReason = 'noName' | 'noContact' | 'invalidEmail' | 'invalidPhone' | 'nameTooLong';

export interface CsvImportResult {
  recipients: RecipientFields[];
  /** Rows left out, by reason. */
  skipped: Record<SkipReason, number>;
  /** Guests imported with their e-mail only: their phone could not be read. */
  phoneIgnored: number;
  /** Rows left out because the guest is already on the list, or earlier in the file. */
  duplicates: number;
}

function skipReason(name: string, field: 'name' | 'email' | 'phone' | null): SkipReason {
  if (field === 'email') return 'invalidEmail';
  if (field === 'phone') return 'invalidPhone';
  if (field === 'name') return 'nameTooLong';
  return name === '' ? 'noName' : 'noContact';
}

/**
 * The import of docs/product.md (Adding guests), keeping what real exports hold
 * (docs/decisions/009-guest-import.md): values trimmed; phones normalised; an empty or unreadable
 * mapped cell falls back on the export's other address and phone columns; an unreadable phone
 * beside a valid e-mail is left off, not the guest. Rows without a name, without both e-mail and
 * phone, or with an invalid e-mail (or an invalid phone and no e-mail) are skipped and counted;
 * then guests already in `existing` or earlier in the file are left out.
 */
export function importRows(
  rows: readonly CsvRow[],
  mapping: ColumnMapping,
  existing: readonly Pick<RecipientFields, 'email' | 'phone'>[] = [],
): CsvImportResult {
  const columns = columnsOf(Object.keys(rows[0] ?? {}), mapping);
  const seen = new Set(existing.flatMap(contactKeys));
  const result: CsvImportResult = {
    recipients: [],
    skipped: { noName: 0, noContact: 0, invalidEmail: 0, invalidPhone: 0, nameTooLong: 0 },
    phoneIgnored: 0,
    duplicates: 0,
  };
  for (const row of rows) {
    const mapped = readRow(row, columns);
    const check = checkRecipient(mapped);
    if (!check.ok) {
      result.skipped[skipReason(mapped.name, check.field)] += 1;
      continue;
    }
    const guest = joinable(check.recipient, seen, mapped.loose);
    if (!guest) {
      result.duplicates += 1;
      continue;
    }
    for (const key of contactKeys(guest)) seen.add(key);
    result.recipients.push(guest);
    if (mapped.phoneIgnored) result.phoneIgnored += 1;
  }
  return result;
}
