import { messages } from '@partyreel/shared/messages';
import { setPhoneRule } from '@partyreel/shared/recipients/phone-rule';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPhoneRule } from '../../lib/phone-rule.ts';
import { serverError } from '../../test/server-error.ts';
import { toast } from '../../ui/toast.tsx';
import { ava, ben, cleo, listedNames, renderPage } from './contacts-fake-server.tsx';

afterEach(() => {
  cleanup();
  // sonner keeps its toasts across tests: start each with none.
  toast.dismiss();
});

/** The message a field shows (its description), or undefined. */
function messageOf(input: HTMLInputElement) {
  const id = input.getAttribute('aria-describedby');
  const invalid = input.getAttribute('aria-invalid') === 'true';
  return invalid && id ? document.getElementById(id)?.textContent : undefined;
}

describe('ContactsPage: the list', () => {
  it('says it is loading, then lists each contact with their email and phone', async () => {
    await renderPage([ava, ben]);
    expect(screen.getByRole('status').textContent).toContain('Loading your contacts');
    expect(await listedNames()).toEqual(['Ava Lee', 'Ben Ortiz']);
    const list = screen.getByRole('list', { name: 'Your contacts' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first?.textContent).toContain('ava@example.com');
    expect(second?.textContent).toContain('+1 (555) 010-2030');
    expect(screen.getByText('2 contacts')).toBeInTheDocument();
  });

  it('shows the empty state, without a search box, when nothing is saved', async () => {
    await renderPage([]);
    expect(await screen.findByText(messages.contacts.empty)).toBeInTheDocument();
    expect(screen.queryByLabelText('Search contacts')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Your contacts' })).not.toBeInTheDocument();
  });

  it('says the contacts failed to load, and Try Again loads them', async () => {
    let fail = true;
    const { user } = await renderPage([], {
      'contacts.list': () =>
        fail
          ? serverError('INTERNAL_SERVER_ERROR', 500, 'Something went wrong.')
          : { contacts: [ava], nextCursor: null, total: 1, matching: 1 },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(messages.contacts.loadFailed);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await listedNames()).toEqual(['Ava Lee']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('ContactsPage: pages', () => {
  it('shows the first page and the total, and Show more loads the next until there is none', async () => {
    const many = Array.from({ length: 5 }, (_, i) => ({
      id: `3f6c2a1e-5555-4000-8000-00000000000${i}`,
      name: `Guest ${i}`,
      email: `guest${i}@example.com`,
      phone: null,
    }));
    const { user, callsTo } = await renderPage(many, {}, 2);
    expect(await listedNames()).toEqual(['Guest 0', 'Guest 1']);
    expect(screen.getByText('2 of 5 contacts')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(async () => expect(await listedNames()).toHaveLength(4));
    expect(await listedNames()).toEqual(['Guest 0', 'Guest 1', 'Guest 2', 'Guest 3']);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(async () => expect(await listedNames()).toHaveLength(5));
    expect(screen.getByText('5 contacts')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    const cursors = callsTo('contacts.list').map(
      (call) => (call.input as { cursor?: string | null }).cursor ?? null,
    );
    expect(cursors).toEqual([null, '2', '4']);
  });
});

describe('ContactsPage: adding', () => {
  it("checks in the browser with the server's rules, says what is wrong and keeps what was typed", async () => {
    const { user, name, email, phone, save, callsTo } = await renderPage([]);
    await screen.findByText(messages.contacts.empty);

    await user.click(save);
    expect(messageOf(name)).toBe(messages.recipients.contactNameRequired);
    expect(document.activeElement).toBe(name);

    await user.type(name, '  Dee Quinn ');
    await user.type(email, 'dee@example');
    await user.type(phone, 'call me');
    await user.click(save);
    expect(messageOf(name)).toBeUndefined();
    expect(messageOf(email)).toBe(messages.recipients.invalidEmail);
    expect(messageOf(phone)).toBe(messages.recipients.invalidPhone);
    expect(document.activeElement).toBe(email);
    expect([name.value, email.value, phone.value]).toEqual([
      '  Dee Quinn ',
      'dee@example',
      'call me',
    ]);
    expect(callsTo('contacts.add')).toEqual([]);
  });

  it("refuses a phone too short to be a number in the host's country, once its rule has loaded", async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-US');
    try {
      const { user, name, phone, save, callsTo } = await renderPage([]);
      await screen.findByText(messages.contacts.empty);
      await loadPhoneRule();
      await user.type(name, 'Dee Quinn');
      await user.type(phone, '555 0100');
      await user.click(save);
      expect(messageOf(phone)).toBe(messages.recipients.phoneNotPossible);
      expect(phone.value).toBe('555 0100');
      expect(callsTo('contacts.add')).toEqual([]);
    } finally {
      vi.restoreAllMocks();
      setPhoneRule(undefined);
    }
  });

  it('saves a name alone or with email and phone, empties the form, says so and lists it at once', async () => {
    const { user, name, email, phone, save, callsTo } = await renderPage([ava, cleo]);
    expect(await listedNames()).toEqual(['Ava Lee', 'Cleo Park']);

    await user.type(name, ' Ben Ortiz ');
    await user.type(email, ' ben@example.com ');
    await user.type(phone, '+1 (555) 010-2030');
    await user.click(save);

    expect(await screen.findByText(messages.contacts.saved)).toBeInTheDocument();
    expect(callsTo('contacts.add').map((call) => call.input)).toEqual([
      { name: 'Ben Ortiz', email: 'ben@example.com', phone: '+1 (555) 010-2030' },
    ]);
    expect([name.value, email.value, phone.value]).toEqual(['', '', '']);
    expect(document.activeElement).toBe(name);
    // In its place by name, from the answer: the list is not asked for again.
    expect(await listedNames()).toEqual(['Ava Lee', 'Ben Ortiz', 'Cleo Park']);
    expect(callsTo('contacts.list')).toHaveLength(1);

    await user.type(name, 'Zoe');
    await user.click(save);
    expect(await listedNames()).toEqual(['Ava Lee', 'Ben Ortiz', 'Cleo Park', 'Zoe']);
    expect(callsTo('contacts.add').at(-1)?.input).toEqual({
      name: 'Zoe',
      email: null,
      phone: null,
    });
  });

  it("shows the server's refusal on the field it names and keeps what was typed", async () => {
    const { user, name, email, save } = await renderPage([], {
      'contacts.add': () =>
        serverError('BAD_REQUEST', 400, messages.recipients.invalidEmail, {
          email: [messages.recipients.invalidEmail],
        }),
    });
    await screen.findByText(messages.contacts.empty);
    await user.type(name, 'Dee Quinn');
    await user.type(email, 'dee@example.com');
    await user.click(save);

    await screen.findByText(messages.recipients.invalidEmail);
    expect(messageOf(email)).toBe(messages.recipients.invalidEmail);
    expect(document.activeElement).toBe(email);
    expect([name.value, email.value]).toEqual(['Dee Quinn', 'dee@example.com']);
    expect(screen.queryByText(messages.contacts.saved)).not.toBeInTheDocument();
    expect(screen.getByText(messages.contacts.empty)).toBeInTheDocument();
  });

  it("says 'Failed to save contact' when the save fails otherwise, and keeps what was typed", async () => {
    const { user, name, phone, save } = await renderPage([], {
      'contacts.add': () => serverError('INTERNAL_SERVER_ERROR', 500, 'Something went wrong.'),
    });
    await screen.findByText(messages.contacts.empty);
    await user.type(name, 'Dee Quinn');
    await user.type(phone, '(415) 555-0100');
    await user.click(save);

    expect((await screen.findByRole('alert')).textContent).toBe(messages.contacts.saveFailed);
    expect([name.value, phone.value]).toEqual(['Dee Quinn', '(415) 555-0100']);
    expect(save.hasAttribute('disabled')).toBe(false);
  });
});

describe('ContactsPage: deleting', () => {
  it('asks first, naming the contact; Cancel keeps them, Delete removes them', async () => {
    const { user, callsTo } = await renderPage([ava, ben]);
    await user.click(await screen.findByRole('button', { name: 'Delete Ava Lee' }));

    const dialog = screen.getByRole('dialog', { name: messages.contacts.confirmDelete('Ava Lee') });
    expect(within(dialog).getByRole('heading').textContent).toBe('Delete Ava Lee?');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo('contacts.remove')).toEqual([]);
    expect(await listedNames()).toEqual(['Ava Lee', 'Ben Ortiz']);

    await user.click(screen.getByRole('button', { name: 'Delete Ava Lee' }));
    const again = screen.getByRole('dialog', { name: 'Delete Ava Lee?' });
    await user.click(within(again).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(messages.contacts.deleted('Ava Lee'))).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo('contacts.remove').map((call) => call.input)).toEqual([{ id: ava.id }]);
    expect(await listedNames()).toEqual(['Ben Ortiz']);
  });

  it('Escape cancels the confirmation', async () => {
    const { user, callsTo } = await renderPage([ava]);
    await user.click(await screen.findByRole('button', { name: 'Delete Ava Lee' }));
    expect(screen.getByRole('dialog', { name: 'Delete Ava Lee?' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo('contacts.remove')).toEqual([]);
    expect(await listedNames()).toEqual(['Ava Lee']);
  });

  it('keeps the contact and says so when the delete fails', async () => {
    const { user } = await renderPage([ava], {
      'contacts.remove': () => serverError('INTERNAL_SERVER_ERROR', 500, 'Something went wrong.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Ava Lee' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Ava Lee?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      messages.contacts.deleteFailed,
    );
    expect(screen.getByRole('dialog', { name: 'Delete Ava Lee?' })).toBeInTheDocument();
    expect(await listedNames()).toEqual(['Ava Lee']);
  });

  it('takes a contact that is already gone off the list', async () => {
    const { user } = await renderPage([ava, ben], {
      'contacts.remove': () => serverError('NOT_FOUND', 404, 'NOT_FOUND'),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Ben Ortiz' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Ben Ortiz?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(messages.contacts.deleted('Ben Ortiz'))).toBeInTheDocument();
    expect(await listedNames()).toEqual(['Ava Lee']);
  });
});
