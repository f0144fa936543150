/** What address books put between digits: spaces (no-break too), dots, dashes, slashes, brackets. */
const SEPARATORS = /[\s.\-\u2010-\u2015\u2212/()]/g;
/** E.164: a phone number has at most 15 digits. More is two numbers in one cell. */
const MAX_DIGITS = 15;

/**
 * A phone from a CSV export in one form: a leading '+' if it had one, then its digits
 * ('555.201.9999' → '5552019999', '+44 (0)20 7946 0958' → '+442079460958'). This form passes the
 * server's check (docs/product.md, Limits and validation: digits, dash, plus, parentheses and
 * spaces) and the duplicate check compares digits anyway. Null when the cell holds something else:
 * letters, an extension, a note.
 */
export function normalisePhone(text: string): string | null {
  const trimmed = text.trim();
  // '+44 (0)20 …': the trunk zero is dialled only from inside the country, never after its code.
  const international = trimmed.startsWith('+') ? trimmed.replace(/\(0\)/, '') : trimmed;
  const compact = international.replace(SEPARATORS, '');
  const match = /^(\+?)(\d+)$/.exec(compact);
  if (!match?.[2] || match[2].length > MAX_DIGITS) return null;
  return compact;
}
