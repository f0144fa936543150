import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { guessMapping } from './column-mapping.ts';
import { importRows, mapRow } from './csv-import.ts';
import { parseCsv } from './csv-parse.ts';

function load(name: string) {
  const result = parseCsv(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'));
  if (!result.ok) throw new Error(result.error);
  return { ...result, mapping: guessMapping(result.headers) };
}

describe('importRows', () => {
  it('imports a Google Contacts export with its guessed mapping and counts the dropped rows', () => {
    const { rows, mapping } = load('google-contacts.csv');
    expect(importRows(rows, mapping)).toEqual({
      recipients: [
        { name: 'Maya Patel', email: 'maya.patel@example.com', phone: '+1 415-555-0132' },
        // Several values in one cell (' ::: '): the first is the primary one.
        { name: "Liam James O'Connor", email: 'liam.oconnor@example.com', phone: '(212) 555-0199' },
        { name: 'Sofia García', email: null, phone: '+34 612 345 678' },
      ],
      // No name (a business card), no e-mail and no phone, an e-mail without a domain's dot.
      dropped: 3,
      duplicates: 0,
    });
  });

  it('imports an Outlook export, and a different phone column when the host picks it', () => {
    const { rows, mapping } = load('outlook-contacts.csv');
    const guessed = importRows(rows, mapping);
    expect(guessed.recipients.map((r) => r.name)).toEqual(['Emma Rose Schmidt', 'Oliver Brown']);
    // Chloé has only a home phone; Jack's e-mail and Grace's phone are not valid.
    expect(guessed.dropped).toBe(3);

    const home = importRows(rows, { ...mapping, phone: 'Home Phone' });
    expect(home.recipients.map((r) => [r.name, r.phone])).toEqual([
      ['Emma Rose Schmidt', '+49 30 1234567'],
      ['Oliver Brown', null],
      ['Chloé Dubois', '+33 1 42 68 53 00'],
      ['Grace Lee', null],
    ]);
    expect(home.dropped).toBe(1);
  });

  it('joins a name split over a quoted line break into one line', () => {
    const { rows, mapping } = load('quoted-and-blank.csv');
    expect(importRows(rows, mapping).recipients.map((r) => r.name)).toEqual([
      'Smith, Anna',
      'Rivera Carlos',
      'Tom "Tommy" Baker',
      'Dana White',
    ]);
  });

  it('leaves out guests already on the list or earlier in the file, by e-mail or phone', () => {
    const rows = [
      { n: 'Ann', e: 'ann@example.com', p: '' },
      { n: 'Ann again', e: 'ANN@example.com ', p: '' },
      { n: 'Ben', e: '', p: '+1 (555) 010-2030' },
      { n: 'Ben at work', e: 'ben@work.example', p: '+15550102030' },
      { n: 'Cy', e: 'cy@example.com', p: '' },
      { n: 'Di', e: 'di@example.com', p: '555 010 9999' },
    ];
    const result = importRows(rows, { name: ['n'], email: 'e', phone: 'p' }, [
      { email: 'Cy@Example.com', phone: null },
    ]);
    expect(result.recipients.map((r) => r.name)).toEqual(['Ann', 'Ben', 'Di']);
    expect(result.duplicates).toBe(3);
    expect(result.dropped).toBe(0);
  });

  it('reads only the mapped columns', () => {
    const row = { First: ' Ann ', Last: 'Lee', Mail: 'ann@example.com', Phone: '555-0100' };
    expect(mapRow(row, { name: ['First', 'Last'], email: 'Mail', phone: null })).toEqual({
      name: 'Ann Lee',
      email: 'ann@example.com',
      phone: '',
    });
  });

  it('imports 5,000 rows and drops the bad ones', () => {
    const lines = ['name,email,phone'];
    for (let i = 0; i < 5000; i++) {
      if (i % 10 === 0) lines.push(`Guest ${i},broken-${i},`);
      else lines.push(`Guest ${i},guest${i}@example.com,`);
    }
    const parsed = parseCsv(lines.join('\n'));
    if (!parsed.ok) throw new Error(parsed.error);
    const result = importRows(parsed.rows, guessMapping(parsed.headers));
    expect(result.recipients).toHaveLength(4500);
    expect(result.dropped).toBe(500);
    expect(result.recipients[0]).toEqual({
      name: 'Guest 1',
      email: 'guest1@example.com',
      phone: null,
    });
  });
});
