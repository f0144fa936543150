import Papa from 'papaparse';
import { messages } from '../messages.ts';

/** A CSV file larger than this is refused before parsing (a guest list is at most 200 people). */
export const MAX_CSV_BYTES = 5 * 1024 * 1024;

/** One data row: header → trimmed value ('' for a cell the row lacks). */
export type CsvRow = Record<string, string>;

export type CsvParseResult =
  | { ok: true; headers: string[]; rows: CsvRow[] }
  | { ok: false; error: string };

/** Quote errors mean the structure is broken; a row with too few or too many cells is not. */
const FATAL_ERROR_TYPES = new Set(['Quotes']);

/**
 * Reads a CSV text with a header row (docs/product.md, Limits and validation): the delimiter is
 * detected (comma, semicolon, tab or pipe), a UTF-8 byte order mark is ignored, quoted cells may
 * hold commas and line breaks, empty and blank lines are skipped, and every header and value is
 * trimmed.
 */
export function parseCsv(text: string): CsvParseResult {
  const input = text.replace(/^\uFEFF/, '');
  // A NUL never appears in a text file: this is a picture, a spreadsheet or some other binary.
  if (input.includes('\u0000')) return { ok: false, error: messages.recipients.csvParseFailed };
  if (input.trim() === '') return { ok: false, error: messages.recipients.csvEmpty };

  const parsed = Papa.parse<Record<string, string | string[] | undefined>>(input, {
    header: true,
    skipEmptyLines: 'greedy',
    delimitersToGuess: [',', ';', '\t', '|'],
    transformHeader: (header) => header.trim(),
    transform: (value) => value.trim(),
  });
  if (parsed.errors.some((e) => FATAL_ERROR_TYPES.has(e.type))) {
    return { ok: false, error: messages.recipients.csvParseFailed };
  }

  const headers = (parsed.meta.fields ?? []).filter((h) => h !== '');
  const rows = parsed.data.map((record) => {
    const row: CsvRow = {};
    for (const header of headers) {
      const value = record[header];
      row[header] = typeof value === 'string' ? value : '';
    }
    return row;
  });
  if (headers.length === 0 || rows.length === 0) {
    return { ok: false, error: messages.recipients.csvEmpty };
  }
  return { ok: true, headers, rows };
}
