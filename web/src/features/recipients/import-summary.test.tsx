import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type ImportOutcome, ImportSummary } from './import-summary.tsx';

afterEach(cleanup);

const nothing: ImportOutcome = {
  imported: 0,
  merged: { onList: 0, inFile: 0 },
  skipped: { noName: 0, noContact: 0, invalidEmail: 0, invalidPhone: 0, nameTooLong: 0 },
  phoneIgnored: 0,
};

/** The summary's sentences, one per paragraph, as a host reads them. */
function sentences(outcome: Partial<ImportOutcome>) {
  render(<ImportSummary outcome={{ ...nothing, ...outcome }} />);
  return [...screen.getByRole('status').querySelectorAll('p')].map((p) => p.textContent);
}

describe('ImportSummary', () => {
  it('says only how many were imported when nothing was left out', () => {
    expect(sentences({ imported: 1 })).toEqual(['Imported 1 guest.']);
  });

  it('says how many were merged, skipped and why, and whose phone was ignored', () => {
    expect(
      sentences({
        imported: 12,
        merged: { onList: 2, inFile: 1 },
        skipped: { ...nothing.skipped, noName: 1, noContact: 2, invalidEmail: 1, invalidPhone: 1 },
        phoneIgnored: 2,
      }),
    ).toEqual([
      'Imported 12 guests.',
      '3 duplicates merged: already on the guest list (2), repeated in the file (1).',
      '5 rows skipped: no name (1), no email or phone (2), invalid email (1), invalid phone and no email (1).',
      '2 phones ignored: they could not be read as phone numbers, so those guests were imported with their email only.',
    ]);
  });

  it('names a single reason without repeating its count', () => {
    expect(
      sentences({
        imported: 0,
        merged: { onList: 1, inFile: 0 },
        skipped: { ...nothing.skipped, nameTooLong: 3 },
        phoneIgnored: 1,
      }),
    ).toEqual([
      'Imported 0 guests.',
      '1 duplicate merged: already on the guest list.',
      '3 rows skipped: name over 200 characters.',
      '1 phone ignored: it could not be read as a phone number, so that guest was imported with their email only.',
    ]);
  });
});
