import { messages } from '@partyreel/shared/messages';
import { setPhoneRule } from '@partyreel/shared/recipients/phone-rule';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import googleContactsCsv from '../../../../shared/src/recipients/fixtures/google-contacts.csv?raw';
import { loadPhoneRule } from '../../lib/phone-rule.ts';
import { fakeTrpc, renderWithTrpc } from '../../test/fake-trpc.tsx';
import { sessionOf } from '../../test/sample-session.ts';
import type { DraftRecipient } from './draft-recipient.ts';
import { RecipientsEditor } from './recipients-editor.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'contacts');
});

function Harness({ initial }: { initial: DraftRecipient[] }) {
  const [value, setValue] = useState(initial);
  return <RecipientsEditor value={value} onChange={setValue} />;
}

function guests(count: number): DraftRecipient[] {
  return Array.from({ length: count }, (_, i) => ({
    key: `k${i}`,
    name: `Guest ${i}`,
    email: `guest${i}@example.com`,
    phone: null,
    source: 'wizard' as const,
  }));
}

async function renderEditor(initial: DraftRecipient[] = [], registered = false) {
  const user = userEvent.setup();
  const fake = fakeTrpc({
    'auth.me': sessionOf(!registered),
    'contacts.list': {
      contacts: [
        { id: 'c1', name: 'Ann Lee', email: 'ann@example.com', phone: null },
        { id: 'c2', name: 'Bob Ray', email: null, phone: '+1 555 010 2030' },
        { id: 'c3', name: 'Cy No-Contact', email: null, phone: null },
        { id: 'c4', name: 'Di Again', email: 'guest0@example.com', phone: null },
      ],
      nextCursor: null,
      total: 4,
      matching: 4,
    },
  });
  const view = await renderWithTrpc(<Harness initial={initial} />, fake);
  return { user, calls: fake.calls.map((call) => call.path), ...view };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const listedNames = () =>
  within(screen.getByRole('list', { name: 'Guest list' }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('p')?.textContent);
const csvFile = (text: BlobPart, name = 'guests.csv') =>
  new File([text], name, { type: 'text/csv' });

describe('RecipientsEditor: adding a guest by hand', () => {
  it('says what is missing or malformed and keeps what was typed', async () => {
    const { user } = await renderEditor();
    const add = screen.getByRole('button', { name: 'Add guest' });

    await user.click(add);
    expect(screen.getByRole('alert').textContent).toBe(messages.recipients.nameAndContactRequired);
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');

    await user.type(field('Name'), 'Maya Patel');
    await user.type(field('Email'), 'maya@example');
    await user.click(add);
    expect(screen.getByRole('alert').textContent).toBe(messages.recipients.invalidEmail);
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(field('Name').value).toBe('Maya Patel');
    expect(field('Email').value).toBe('maya@example');

    await user.clear(field('Email'));
    await user.type(field('Phone'), '555-CAKE');
    await user.click(add);
    expect(screen.getByRole('alert').textContent).toBe(messages.recipients.invalidPhone);
    expect(field('Phone').value).toBe('555-CAKE');
    expect(screen.getByText('0 of 200 guests')).toBeInTheDocument();
  });

  it('adds a valid guest (Enter works too), clears the fields and refuses the same person twice', async () => {
    const { user } = await renderEditor();
    await user.type(field('Name'), '  Maya Patel ');
    await user.type(field('Phone'), '+1 (415) 555-0132{Enter}');
    expect(listedNames()).toEqual(['Maya Patel']);
    expect(screen.getByText('+1 (415) 555-0132')).toBeInTheDocument();
    expect(field('Name').value).toBe('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('1 of 200 guests')).toBeInTheDocument();

    await user.type(field('Name'), 'Maya again');
    await user.type(field('Phone'), '+14155550132');
    await user.click(screen.getByRole('button', { name: 'Add guest' }));
    expect(screen.getByRole('alert').textContent).toBe(messages.recipients.alreadyInvited);
    expect(field('Name').value).toBe('Maya again');

    await user.click(screen.getByRole('button', { name: 'Remove Maya Patel' }));
    expect(screen.getByText('0 of 200 guests')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Guest list' })).not.toBeInTheDocument();
  });
});

describe("RecipientsEditor: a phone read in the host's country", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    // The rule is the page's: the next file's forms load it afresh.
    setPhoneRule(undefined);
  });

  /** The editor in a browser set to `language`, once its phone rule has loaded. */
  async function renderSpeaking(language: string) {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue(language);
    const rendered = await renderEditor();
    await loadPhoneRule();
    return rendered;
  }

  it('refuses a number too short to be one at the phone field, keeping what was typed', async () => {
    const { user } = await renderSpeaking('en-US');
    await user.type(field('Name'), 'Maya Patel');
    await user.type(field('Phone'), '+1 555 0100');
    await user.click(screen.getByRole('button', { name: 'Add guest' }));
    expect(screen.getByRole('alert').textContent).toBe(messages.recipients.phoneNotPossible);
    expect(field('Phone').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Phone'));
    expect([field('Name').value, field('Phone').value]).toEqual(['Maya Patel', '+1 555 0100']);
    expect(screen.getByText('0 of 200 guests')).toBeInTheDocument();

    // A British mobile without +44 is a digit too long for an American number.
    await user.clear(field('Phone'));
    await user.type(field('Phone'), '07700 900123{Enter}');
    expect(screen.getByRole('alert').textContent).toBe(messages.recipients.phoneNotPossible);
    await user.clear(field('Phone'));
    await user.type(field('Phone'), '+44 7700 900123{Enter}');
    expect(listedNames()).toEqual(['Maya Patel']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("reads a number without + in the browser's country", async () => {
    const { user } = await renderSpeaking('en-GB');
    await user.type(field('Name'), 'Olly Brown');
    await user.type(field('Phone'), '07700 900123{Enter}');
    expect(listedNames()).toEqual(['Olly Brown']);
  });
});

describe('RecipientsEditor: CSV import', () => {
  it('maps columns (guessed), refuses a mapping without a name or contact, reviews 5 rows and imports', async () => {
    const { user } = await renderEditor();
    await user.upload(
      screen.getByLabelText('Choose a CSV file'),
      csvFile(googleContactsCsv, 'contacts.csv'),
    );

    const name = (await screen.findByLabelText('Name', {
      selector: 'select',
    })) as HTMLSelectElement;
    const email = screen.getByLabelText('Email', { selector: 'select' }) as HTMLSelectElement;
    const phone = screen.getByLabelText('Phone', { selector: 'select' }) as HTMLSelectElement;
    expect(name.selectedOptions[0]?.textContent).toBe('First Name + Middle Name + Last Name');
    expect(email.value).toBe('E-mail 1 - Value');
    expect(phone.value).toBe('Phone 1 - Value');

    await user.selectOptions(name, 'Not in this file');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    expect(screen.getByRole('alert').textContent).toBe(messages.recipients.csvNameRequired);

    await user.selectOptions(name, 'First Name + Middle Name + Last Name');
    await user.selectOptions(email, 'Not in this file');
    await user.selectOptions(phone, 'Not in this file');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    expect(screen.getByRole('alert').textContent).toBe(messages.recipients.csvContactRequired);

    await user.selectOptions(email, 'E-mail 1 - Value');
    await user.selectOptions(phone, 'Phone 1 - Value');
    await user.click(screen.getByRole('button', { name: 'Review' }));

    const review = screen.getByRole('list', { name: 'The first 5 of 6 rows' });
    const rows = within(review).getAllByRole('listitem');
    expect(rows).toHaveLength(5);
    expect(rows[0]?.textContent).toContain('Maya Patel');
    expect(rows[3]?.textContent).toContain(
      `Will be skipped: ${messages.recipients.nameAndContactRequired}`,
    );

    await user.click(screen.getByRole('button', { name: 'Import' }));
    const summary = screen.getByRole('status');
    expect(summary.textContent).toContain('Imported 3 guests');
    expect(summary.textContent).toContain('3 rows skipped');
    expect(listedNames()).toEqual(['Maya Patel', "Liam James O'Connor", 'Sofia García']);
    // Back to the start, ready for another file.
    expect(screen.getByLabelText('Choose a CSV file')).toBeInTheDocument();
  });

  it('counts guests already on the list as merged', async () => {
    const { user } = await renderEditor(guests(1));
    await user.upload(
      screen.getByLabelText('Choose a CSV file'),
      csvFile('name;email\nGuest again;GUEST0@example.com\nNew One;new@example.com\n'),
    );
    await user.click(await screen.findByRole('button', { name: 'Review' }));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(screen.getByRole('status').textContent).toContain('Imported 1 guest');
    expect(screen.getByRole('status').textContent).toContain(
      '1 duplicate merged: already on the guest list.',
    );
    expect(listedNames()).toEqual(['Guest 0', 'New One']);
  });

  it.each([
    ['an empty file', '', messages.recipients.csvEmpty],
    ['a header without rows', 'name,email,phone\n', messages.recipients.csvEmpty],
    [
      'a picture renamed .csv',
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
      messages.recipients.csvParseFailed,
    ],
  ])('says so for %s and stays on the upload', async (_, content, message) => {
    const { user } = await renderEditor();
    await user.upload(screen.getByLabelText('Choose a CSV file'), csvFile(content));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.queryByRole('button', { name: 'Review' })).not.toBeInTheDocument();
  });

  it('refuses an import that would pass 200 guests, adding none', async () => {
    const { user } = await renderEditor(guests(199));
    await user.upload(
      screen.getByLabelText('Choose a CSV file'),
      csvFile('name,email\nA,a@example.com\nB,b@example.com\n'),
    );
    await user.click(await screen.findByRole('button', { name: 'Review' }));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(screen.getByRole('alert').textContent).toBe(messages.wizard.tooManyGuests);
    expect(screen.getByText('199 of 200 guests')).toBeInTheDocument();
  });
});

describe('RecipientsEditor: device contacts', () => {
  it('says the browser cannot pick contacts when it has no Contact Picker', async () => {
    const { user } = await renderEditor();
    await user.click(screen.getByRole('button', { name: 'Add from contacts' }));
    expect(screen.getByRole('alert').textContent).toBe(
      messages.recipients.contactPickerUnsupported,
    );
  });

  it('adds the picked contacts that have a name and a valid e-mail or phone', async () => {
    const select = vi.fn(async () => [
      { name: ['Ann Lee'], email: ['ann@example.com'], tel: [] },
      { name: ['Bob Ray'], email: [], tel: ['+1 555 010 2030', '555'] },
      { name: [], email: ['nameless@example.com'], tel: [] },
    ]);
    Object.defineProperty(navigator, 'contacts', { value: { select }, configurable: true });
    const { user } = await renderEditor();
    await user.click(screen.getByRole('button', { name: 'Add from contacts' }));
    expect(await screen.findByText('Added 2 guests')).toBeInTheDocument();
    expect(
      screen.getByText('1 guest skipped: no name, or no valid email or phone.'),
    ).toBeInTheDocument();
    expect(select).toHaveBeenCalledWith(['name', 'email', 'tel'], { multiple: true });
    expect(listedNames()).toEqual(['Ann Lee', 'Bob Ray']);
  });
});

describe('RecipientsEditor: the 200-guest limit', () => {
  it('refuses a 201st guest and keeps what was typed', async () => {
    const { user } = await renderEditor(guests(200));
    expect(screen.getByText('200 of 200 guests')).toBeInTheDocument();
    await user.type(field('Name'), 'One more');
    await user.type(field('Email'), 'one.more@example.com');
    await user.click(screen.getByRole('button', { name: 'Add guest' }));
    expect(screen.getByRole('alert').textContent).toBe(messages.wizard.tooManyGuests);
    expect(field('Email').value).toBe('one.more@example.com');
    expect(screen.getByText('200 of 200 guests')).toBeInTheDocument();
  });

  it('says so when the list already holds more than 200', async () => {
    const { user } = await renderEditor(guests(201));
    expect(screen.getByRole('alert').textContent).toBe(messages.wizard.tooManyGuests);
    await user.click(screen.getByRole('button', { name: 'Remove Guest 0' }));
    expect(screen.getByText('200 of 200 guests')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('RecipientsEditor: saved contacts', () => {
  it('lets a signed-in host tick saved contacts to add them', async () => {
    const { user } = await renderEditor(guests(1), true);
    const list = await screen.findByRole('list', { name: 'Saved contacts' });
    const box = (name: RegExp) => within(list).getByRole('checkbox', { name }) as HTMLInputElement;
    expect(box(/Cy No-Contact/).disabled).toBe(true);
    expect(box(/Di Again/).disabled).toBe(true);
    expect(within(list).getByText('Already invited')).toBeInTheDocument();

    await user.click(box(/Ann Lee/));
    await user.click(box(/Bob Ray/));
    await user.click(screen.getByRole('button', { name: 'Add 2 guests' }));
    expect(listedNames()).toEqual(['Guest 0', 'Ann Lee', 'Bob Ray']);
    expect(box(/Ann Lee/).disabled).toBe(true);
    expect(screen.getByText('Added 2 guests')).toBeInTheDocument();
  });

  it('is not offered to an anonymous host, and their contacts are never asked for', async () => {
    const { calls } = await renderEditor();
    await screen.findByText('0 of 200 guests');
    expect(screen.queryByRole('heading', { name: 'From saved contacts' })).not.toBeInTheDocument();
    expect(calls).not.toContain('contacts.list');
  });
});
