import { messages } from '@partyreel/shared/messages';
import type { SavedContact } from '@partyreel/shared/recipients/contact-input';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '../../ui/toast.tsx';
import {
  ava,
  ben,
  cleo,
  found,
  type ListInput,
  listedNames,
  renderPage,
} from './contacts-fake-server.tsx';

/**
 * The contacts page's search asks the server, over every contact and not only the pages loaded
 * (docs/decisions/040-storage-budgets-and-bounded-lists.md), once typing pauses.
 */
afterEach(() => {
  cleanup();
  toast.dismiss();
});

const guests = (count: number, name: (i: number) => string): SavedContact[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `3f6c2a1e-7777-4000-8000-0000000000${String(i).padStart(2, '0')}`,
    name: name(i),
    email: null,
    phone: null,
  }));

const searchBox = () => screen.getByLabelText('Search contacts') as HTMLInputElement;
type Calls = (path: string) => { input: unknown }[];
const searches = (callsTo: Calls) =>
  callsTo('contacts.list').map((call) => (call.input as ListInput).search ?? null);

describe('ContactsPage: search', () => {
  it('finds a contact on a page not loaded yet, asking once typing pauses; keeps what was typed', async () => {
    const { user, callsTo } = await renderPage([...guests(5, (i) => `Guest ${i}`), cleo], {}, 2);
    expect(await listedNames()).toEqual(['Guest 0', 'Guest 1']);

    await user.type(await screen.findByLabelText('Search contacts'), ' CLEO ');
    await waitFor(async () => expect(await listedNames()).toEqual(['Cleo Park']));
    expect(screen.getByText('1 of 6 contacts')).toBeInTheDocument();
    expect(searchBox().value).toBe(' CLEO ');
    // One question for the word, trimmed, not one per key.
    expect(searches(callsTo)).toEqual([null, 'CLEO']);
  });

  it('searches emails and phones too (a number by its digits)', async () => {
    const { user } = await renderPage([ava, ben, cleo]);
    const search = await screen.findByLabelText('Search contacts');
    await user.type(search, 'example.org');
    await waitFor(async () => expect(await listedNames()).toEqual(['Cleo Park']));
    await user.clear(search);
    await user.type(search, '5550102');
    await waitFor(async () => expect(await listedNames()).toEqual(['Ben Ortiz']));
  });

  it('says it is searching over the rows shown, then that none match; Clear search lists all', async () => {
    let answer: (() => void) | undefined;
    const held = [ava, ben, cleo];
    const { user } = await renderPage(held, {
      'contacts.list': (input: ListInput) => {
        const page = () => {
          const matches = held.filter((contact) => found(contact, input.search ?? ''));
          return { contacts: matches, nextCursor: null, total: 3, matching: matches.length };
        };
        if (!input.search) return page();
        // A search's answer waits for the test.
        return new Promise((resolve) => {
          answer = () => resolve(page());
        });
      },
    });
    await user.type(await screen.findByLabelText('Search contacts'), 'zed');
    expect(await screen.findByText('Searching…')).toBeInTheDocument();
    await waitFor(() => expect(answer).toBeDefined());
    // The previous answer stays shown, marked busy, meanwhile.
    expect(await listedNames()).toEqual(['Ava Lee', 'Ben Ortiz', 'Cleo Park']);
    expect(screen.getByRole('list', { name: 'Your contacts' }).getAttribute('aria-busy')).toBe(
      'true',
    );

    answer?.();
    expect(await screen.findByText(messages.contacts.noMatches('zed'))).toBeInTheDocument();
    expect(screen.queryByText('Searching…')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Your contacts' })).not.toBeInTheDocument();
    expect(searchBox().value).toBe('zed');

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(async () =>
      expect(await listedNames()).toEqual(['Ava Lee', 'Ben Ortiz', 'Cleo Park']),
    );
    expect(searchBox().value).toBe('');
  });

  it('Show more loads the next page of the search', async () => {
    const many = guests(7, (i) => (i % 2 === 0 ? `Party ${i}` : `Other ${i}`));
    const { user, callsTo } = await renderPage(many, {}, 2);
    await user.type(await screen.findByLabelText('Search contacts'), 'party');
    await waitFor(async () => expect(await listedNames()).toEqual(['Party 0', 'Party 2']));
    expect(screen.getByText('4 of 7 contacts')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(async () => expect(await listedNames()).toHaveLength(4));
    expect(await listedNames()).toEqual(['Party 0', 'Party 2', 'Party 4', 'Party 6']);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(callsTo('contacts.list').at(-1)?.input).toMatchObject({ search: 'party', cursor: '2' });
  });

  it('takes a deleted contact off the search at once', async () => {
    const { user } = await renderPage([ava, ben, cleo]);
    await user.type(await screen.findByLabelText('Search contacts'), 'example');
    await waitFor(async () => expect(await listedNames()).toEqual(['Ava Lee', 'Cleo Park']));
    await user.click(screen.getByRole('button', { name: 'Delete Ava Lee' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(async () => expect(await listedNames()).toEqual(['Cleo Park']));
    expect(screen.getByText('1 of 2 contacts')).toBeInTheDocument();
  });
});
