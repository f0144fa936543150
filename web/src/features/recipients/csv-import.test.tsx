import { messages } from '@partyreel/shared/messages';
import type { RecipientFields } from '@partyreel/shared/recipients/recipient-check';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import googleCsv from '../../../../shared/src/recipients/fixtures/google-contacts-phones.csv?raw';
import outlookCsv from '../../../../shared/src/recipients/fixtures/outlook-contacts-phones.csv?raw';
import { addGuests } from './add-guests.ts';
import { CsvImport } from './csv-import.tsx';
import type { DraftRecipient } from './draft-recipient.ts';

afterEach(cleanup);

/** The import over a guest list that starts as `list`; returns what the list holds after. */
function renderImport(list: DraftRecipient[] = []) {
  const state = { list };
  render(
    <CsvImport
      onImport={(guests: RecipientFields[]) => {
        const result = addGuests(state.list, guests, 'csv');
        if (result.ok) state.list = result.next;
        return result;
      }}
    />,
  );
  return state;
}

async function importFile(text: string, name: string) {
  const user = userEvent.setup();
  await user.upload(
    screen.getByLabelText('Choose a CSV file'),
    new File([text], name, { type: 'text/csv' }),
  );
  await user.click(await screen.findByRole('button', { name: 'Review' }));
  const review = within(screen.getByRole('list')).getAllByRole('listitem');
  const reviewed = review.map((li) => li.textContent);
  await user.click(screen.getByRole('button', { name: 'Import' }));
  const summary = [...screen.getByRole('status').querySelectorAll('p')].map((p) => p.textContent);
  return { reviewed, summary };
}

const already: DraftRecipient = {
  key: 'k0',
  name: 'Tom B.',
  email: null,
  phone: '555-201-8888',
  source: 'wizard',
};

describe('CsvImport', () => {
  it('keeps a Google export’s guests with dotted phones and other columns, and says what it left', async () => {
    const state = renderImport([already]);
    const { reviewed, summary } = await importFile(googleCsv, 'contacts.csv');

    // The review shows the phones as they will be saved, and marks only Lena as skipped.
    expect(reviewed[0]).toContain('priya.shah@example.com · 5552019999');
    expect(reviewed[2]).toContain('hannah.okafor@example.org · +442079460958');
    expect(reviewed[3]).toContain('marco.rossi@example.it');
    expect(reviewed[3]).not.toContain('Will be skipped');
    expect(reviewed[4]).toContain(`Will be skipped: ${messages.recipients.invalidPhone}`);

    expect(summary).toEqual([
      'Imported 4 guests.',
      '2 duplicates merged: already on the guest list (1), repeated in the file (1).',
      '4 rows skipped: no name (1), no email or phone (1), invalid email (1), invalid phone and no email (1).',
      messages.recipients.csvPhoneIgnored(1),
    ]);
    expect(state.list.map((g) => [g.name, g.email, g.phone])).toEqual([
      ['Tom B.', null, '555-201-8888'],
      ['Priya Shah', 'priya.shah@example.com', '5552019999'],
      ['Hannah Okafor', 'hannah.okafor@example.org', '+442079460958'],
      ['Marco Rossi', 'marco.rossi@example.it', null],
      ['Ava Chen', null, '5552016666'],
    ]);
  });

  it('keeps an Outlook export’s guests whose mobile is empty or not a number', async () => {
    const state = renderImport();
    const { summary } = await importFile(outlookCsv, 'outlook.csv');
    expect(summary).toEqual([
      'Imported 7 guests.',
      '1 row skipped: invalid phone and no email.',
      messages.recipients.csvPhoneIgnored(1),
    ]);
    expect(state.list.find((g) => g.name === 'Isabelle Martin')?.phone).toBe('0142685300');
  });
});
