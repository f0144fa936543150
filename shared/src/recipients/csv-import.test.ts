import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { guessMapping } from './column-mapping.ts';
import { importRows, mapRow } from './csv-import.ts';
import { parseCsv } from './csv-parse.ts';
import { checkRecipient } from './recipient-check.ts';

function load(name: string) {
  const result = parseCsv(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'));
  if (!result.ok) throw new Error(result.error);
  return { ...result, mapping: guessMapping(result.headers) };
}

const noSkips = { noName: 0, noContact: 0, invalidEmail: 0, invalidPhone: 0, nameTooLong: 0 };

describe('importRows', () => {
  it('imports a Google Contacts export with its guessed mapping and counts the skipped rows', () => {
    const { rows, mapping } = load('google-contacts.csv');
    expect(importRows(rows, mapping)).toEqual({
      recipients: [
        { name: 'Maya Patel', email: 'maya.patel@example.com', phone: '+14155550132' },
        // Several values in one cell (' ::: '): the first is the primary one.
        { name: "Liam James O'Connor", email: 'liam.oconnor@example.com', phone: '2125550199' },
        { name: 'Sofia García', email: null, phone: '+34612345678' },
      ],
      // A business card, a contact with neither e-mail nor phone, an e-mail without a domain's dot.
      skipped: { ...noSkips, noName: 1, noContact: 1, invalidEmail: 1 },
      phoneIgnored: 0,
      duplicates: 0,
    });
  });

  it('keeps the guests of a Google export with dotted phones, other columns and notes for phones', () => {
    const { rows, mapping } = load('google-contacts-phones.csv');
    expect(importRows(rows, mapping)).toEqual({
      recipients: [
        { name: 'Priya Shah', email: 'priya.shah@example.com', phone: '5552019999' },
        { name: 'Tom Becker', email: null, phone: '5552018888' },
        // E-mail 1 and Phone 1 are empty: E-mail 2 and Phone 2 are read instead.
        { name: 'Hannah Okafor', email: 'hannah.okafor@example.org', phone: '+442079460958' },
        // 'ask Giulia' is not a phone: Marco is kept with his e-mail.
        { name: 'Marco Rossi', email: 'marco.rossi@example.it', phone: null },
        // Two numbers in one cell: the first.
        { name: 'Ava Chen', email: null, phone: '5552016666' },
      ],
      // The bakery has no name; Noah nothing to reach him by; Sam's e-mail has no domain's dot;
      // Lena's only phone is '0151-CALL-LENA'.
      skipped: { ...noSkips, noName: 1, noContact: 1, invalidEmail: 1, invalidPhone: 1 },
      phoneIgnored: 1,
      // Priya again, her address in capitals.
      duplicates: 1,
    });
  });

  it('keeps the guests of an Outlook export whose mobile is empty or not a number', () => {
    const { rows, mapping } = load('outlook-contacts-phones.csv');
    expect(mapping).toMatchObject({ email: 'E-mail Address', phone: 'Mobile Phone' });
    expect(importRows(rows, mapping)).toEqual({
      recipients: [
        { name: 'Daniel Murphy', email: 'dan.murphy@example.ie', phone: '0871234567' },
        // No mobile: the home phone.
        { name: 'Isabelle Martin', email: null, phone: '0142685300' },
        // No first address: the second; no mobile, home or primary phone: the business phone.
        { name: 'Ravi Kumar', email: 'ravi.kumar@example.in', phone: '+918045678901' },
        // An Exchange address ('/o=ExchangeLabs/…') is not an e-mail: the second address.
        { name: 'Kevin Walsh', email: 'kevin.walsh@example.com', phone: '5553014444' },
        { name: 'Olga Petrova', email: 'olga.petrova@example.com', phone: null },
        { name: 'Mark Jones', email: 'mark.jones@example.com', phone: '5553011111' },
        // The household's home phone is Mark's already: Julia joins with her own e-mail.
        { name: 'Julia Jones', email: 'julia.jones@example.com', phone: null },
      ],
      // Peter's only phone has an extension, and he has no e-mail.
      skipped: { ...noSkips, invalidPhone: 1 },
      phoneIgnored: 1,
      duplicates: 0,
    });
  });

  it('imports an Outlook export, and a different phone column when the host picks it', () => {
    const { rows, mapping } = load('outlook-contacts.csv');
    const guessed = importRows(rows, mapping);
    expect(guessed.recipients.map((r) => [r.name, r.phone])).toEqual([
      ['Emma Rose Schmidt', '+491512345678'],
      ['Oliver Brown', null],
      // Chloé has only a home phone.
      ['Chloé Dubois', '+33142685300'],
      // Grace's mobile is 'call me maybe'.
      ['Grace Lee', null],
    ]);
    expect(guessed.skipped).toEqual({ ...noSkips, invalidEmail: 1 });
    expect(guessed.phoneIgnored).toBe(1);

    const home = importRows(rows, { ...mapping, phone: 'Home Phone' });
    expect(home.recipients.map((r) => [r.name, r.phone])).toEqual([
      ['Emma Rose Schmidt', '+49301234567'],
      ['Oliver Brown', null],
      ['Chloé Dubois', '+33142685300'],
      // Her home phone is empty and her mobile no number: nothing to ignore in the mapped column.
      ['Grace Lee', null],
    ]);
    expect(home.phoneIgnored).toBe(0);
  });

  it('reads no other column for a field the host left unmapped', () => {
    const { rows, mapping } = load('outlook-contacts-phones.csv');
    const result = importRows(rows, { ...mapping, phone: null });
    expect(result.recipients.every((r) => r.phone === null)).toBe(true);
    // Isabelle and Peter have only phones.
    expect(result.skipped).toEqual({ ...noSkips, noContact: 2 });
  });

  it('skips a phone-only guest whose phone cannot be read, and counts a name over 200', () => {
    const rows = [
      { n: 'Ann', e: '', p: '555.CAKE' },
      { n: 'B'.repeat(201), e: 'b@example.com', p: '' },
      { n: 'Cy', e: 'cy@example', p: '555.201.9999' },
    ];
    expect(importRows(rows, { name: ['n'], email: 'e', phone: 'p' })).toEqual({
      recipients: [],
      skipped: { ...noSkips, invalidPhone: 1, nameTooLong: 1, invalidEmail: 1 },
      phoneIgnored: 0,
      duplicates: 0,
    });
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
    expect(result.skipped).toEqual(noSkips);
  });

  it('reads only the mapped columns', () => {
    const row = { First: ' Ann ', Last: 'Lee', Mail: 'ann@example.com', Phone: '555-0100' };
    expect(mapRow(row, { name: ['First', 'Last'], email: 'Mail', phone: null })).toMatchObject({
      name: 'Ann Lee',
      email: 'ann@example.com',
      phone: '',
    });
  });

  it('shows the review what the import will keep', () => {
    const row = {
      Name: 'Ann',
      Email: 'ann@example.com',
      Mobile: 'n/a',
      'Home Phone': '555.010.2030',
    };
    expect(mapRow(row, { name: ['Name'], email: 'Email', phone: 'Mobile' })).toEqual({
      name: 'Ann',
      email: 'ann@example.com',
      phone: '5550102030',
      phoneIgnored: false,
      loose: { email: false, phone: true },
    });
    const noEmail = { Name: 'Ben', Email: '', Mobile: '555-CAKE', 'Home Phone': '' };
    const mapped = mapRow(noEmail, { name: ['Name'], email: 'Email', phone: 'Mobile' });
    expect(mapped.phone).toBe('555-CAKE');
    expect(checkRecipient(mapped)).toMatchObject({ ok: false, field: 'phone' });
    const ignored = { ...noEmail, Email: 'ben@example.com' };
    expect(mapRow(ignored, { name: ['Name'], email: 'Email', phone: 'Mobile' })).toMatchObject({
      phone: '',
      phoneIgnored: true,
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
    expect(result.skipped).toEqual({ ...noSkips, invalidEmail: 500 });
    expect(result.recipients[0]).toEqual({
      name: 'Guest 1',
      email: 'guest1@example.com',
      phone: null,
    });
  });
});
