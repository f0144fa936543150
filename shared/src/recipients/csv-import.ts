import type { ColumnMapping } from './column-mapping.ts';
import type { CsvRow } from './csv-parse.ts';
import { withoutDuplicates } from './dedupe.ts';
import { checkRecipient, type RecipientFields } from './recipient-check.ts';

/** A row as the mapping reads it, before any check (what the review step shows). */
export interface MappedRow {
  name: string;
  email: string;
  phone: string;
}

/** Google joins several values of one field with ' ::: '; the first is the primary one. */
const firstValue = (cell: string | undefined) =>
  (cell ?? '')
    .split(':::')
    .map((v) => v.trim())
    .find((v) => v !== '') ?? '';

export function mapRow(row: CsvRow, mapping: ColumnMapping): MappedRow {
  return {
    name: mapping.name
      .map((column) => (row[column] ?? '').trim())
      .filter((part) => part !== '')
      .join(' ')
      // A quoted cell may hold a line break: a name is one line.
      .replace(/\s+/g, ' '),
    email: mapping.email ? firstValue(row[mapping.email]) : '',
    phone: mapping.phone ? firstValue(row[mapping.phone]) : '',
  };
}

export interface CsvImportResult {
  recipients: RecipientFields[];
  /** Rows left out for a missing name, no e-mail and no phone, or a malformed e-mail or phone. */
  dropped: number;
  /** Rows left out because the guest is already on the list, or earlier in the file. */
  duplicates: number;
}

/**
 * SPEC.md §5's import: values trimmed; rows without a name, without both e-mail and phone, or with
 * an invalid e-mail or phone are dropped (and counted, so the host is told); then guests already in
 * `existing` or earlier in the file are left out.
 */
export function importRows(
  rows: readonly CsvRow[],
  mapping: ColumnMapping,
  existing: readonly Pick<RecipientFields, 'email' | 'phone'>[] = [],
): CsvImportResult {
  const valid: RecipientFields[] = [];
  for (const row of rows) {
    const check = checkRecipient(mapRow(row, mapping));
    if (check.ok) valid.push(check.recipient);
  }
  const { fresh, duplicates } = withoutDuplicates(existing, valid);
  return { recipients: fresh, dropped: rows.length - valid.length, duplicates };
}
