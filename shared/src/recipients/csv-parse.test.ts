import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { parseCsv } from './csv-parse.ts';

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

function parsed(text: string) {
  const result = parseCsv(text);
  if (!result.ok) throw new Error(`expected rows, got: ${result.error}`);
  return result;
}

describe('parseCsv', () => {
  it('reads a Google Contacts export: every header, trimmed values, quoted line breaks', () => {
    const { headers, rows } = parsed(fixture('google-contacts.csv'));
    expect(headers).toHaveLength(34);
    expect(headers).toContain('E-mail 1 - Value');
    expect(rows).toHaveLength(6);
    expect(rows[0]?.['Address 1 - Formatted']).toBe('12 Ocean Ave\nSan Francisco, CA 94112');
    expect(rows[1]?.Notes).toBe('Met at soccer, likes cake');
  });

  it('ignores a UTF-8 byte order mark and detects semicolons', () => {
    const text = fixture('bom-semicolon.csv');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const { headers, rows } = parsed(text);
    expect(headers).toEqual(['Name', 'Email', 'Phone']);
    expect(rows).toEqual([
      { Name: 'Zoë Müller', Email: 'zoe@example.ch', Phone: '+41 44 668 18 00' },
      { Name: 'Bernard, Jr.', Email: 'bernard@example.fr', Phone: '' },
      { Name: 'Ingrid Østby', Email: '', Phone: '+47 22 12 34 56' },
    ]);
  });

  it('keeps quoted commas, quotes and line breaks, and skips empty and blank lines', () => {
    const { rows } = parsed(fixture('quoted-and-blank.csv'));
    expect(rows.map((r) => r.name)).toEqual([
      'Smith, Anna',
      'Rivera\nCarlos',
      'Tom "Tommy" Baker',
      'Dana White',
    ]);
    expect(rows[0]?.phone).toBe('(555) 010-2030');
  });

  it('detects tabs and trims headers and values', () => {
    const { headers, rows } = parsed(' Name \t Email \n  Ann  \t ann@example.com \n');
    expect(headers).toEqual(['Name', 'Email']);
    expect(rows).toEqual([{ Name: 'Ann', Email: 'ann@example.com' }]);
  });

  it('gives every header a value, even on a short row', () => {
    const { rows } = parsed('name,email,phone\nAnn,ann@example.com\n');
    expect(rows).toEqual([{ name: 'Ann', email: 'ann@example.com', phone: '' }]);
  });

  it.each([
    ['an empty file', ''],
    ['only blank lines', '\n  \n\r\n'],
    ['a header and no rows', 'name,email,phone\n'],
    ['a header and blank rows', 'name,email,phone\n , , \n\n'],
    ['only a byte order mark', '\uFEFF'],
  ])('says there is no data for %s', (_, text) => {
    expect(parseCsv(text)).toEqual({ ok: false, error: messages.recipients.csvEmpty });
  });

  it('refuses broken quoting', () => {
    expect(parseCsv(fixture('broken-quotes.csv'))).toEqual({
      ok: false,
      error: messages.recipients.csvParseFailed,
    });
  });

  it('refuses a binary file (a PNG read as text)', () => {
    const png = Buffer.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44,
      0x52, 0x00, 0x00, 0x01, 0x00,
    ]);
    expect(parseCsv(new TextDecoder().decode(png))).toEqual({
      ok: false,
      error: messages.recipients.csvParseFailed,
    });
  });

  it('reads 5,000 rows', () => {
    const lines = ['First Name,Last Name,E-mail Address,Mobile Phone'];
    for (let i = 0; i < 5000; i++)
      lines.push(`Guest,Number ${i},guest${i}@example.com,+1 555 ${String(i).padStart(7, '0')}`);
    const { rows } = parsed(lines.join('\r\n'));
    expect(rows).toHaveLength(5000);
    expect(rows[4999]).toEqual({
      'First Name': 'Guest',
      'Last Name': 'Number 4999',
      'E-mail Address': 'guest4999@example.com',
      'Mobile Phone': '+1 555 0004999',
    });
  });
});
