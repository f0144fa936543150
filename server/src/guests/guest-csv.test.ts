import { describe, expect, it } from 'vitest';
import { listEntry } from '../../test/guest-entries.ts';
import { csvCell, csvFileName, guestCsv } from './guest-csv.ts';

describe('csvCell', () => {
  it.each([
    [
      '=HYPERLINK("http://evil.example","click")',
      `"'=HYPERLINK(""http://evil.example"",""click"")"`,
    ],
    ['+1 555 0100', "'+1 555 0100"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
  ])('makes %j a text cell a spreadsheet will not run', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('quotes commas, quotes and line breaks, and leaves plain text alone', () => {
    expect(csvCell('Lima, Ana')).toBe('"Lima, Ana"');
    expect(csvCell('Say "hi"')).toBe('"Say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('Ana Lima')).toBe('Ana Lima');
    expect(csvCell(3)).toBe('3');
    expect(csvCell(null)).toBe('');
  });
});

const entry = listEntry;

describe('guestCsv', () => {
  it('writes a header and a row per guest, with a head count only for those who may come', () => {
    const csv = guestCsv([
      entry({
        note: 'No nuts',
        journey: { ...entry({}).journey, respondedAt: '2026-03-01T10:00:00.000Z' },
      }),
      entry({ name: 'Ben', email: null, phone: '+1 555 0100', status: 'declined', peopleCount: 0 }),
      entry({ name: 'Guest', email: null, status: 'maybe', peopleCount: 2, viaLink: true }),
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Name,Email,Phone,Status,People,Note,Sent,Opened,Watched,Answered,Via',
      'Ana,ana@example.com,,Accepted,3,No nuts,,,,2026-03-01T10:00:00.000Z,Personal invitation',
      "Ben,,'+1 555 0100,Declined,,,,,,,Personal invitation",
      'Guest,,,Maybe,2,,,,,,Share link',
      '',
    ]);
  });
});

describe('csvFileName', () => {
  it('names the file after the event', () => {
    expect(csvFileName('Mia’s 7th Birthday!')).toBe('mias-7th-birthday-guests.csv');
    expect(csvFileName('Fête à São Paulo')).toBe('fete-a-sao-paulo-guests.csv');
    expect(csvFileName('🎉')).toBe('event-guests.csv');
  });
});
