import { messages } from '@partyreel/shared/messages';
import type { SavedContact } from '@partyreel/shared/recipients/contact-input';
import type { RecipientFields } from '@partyreel/shared/recipients/recipient-check';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeTrpc, renderWithTrpc } from '../../test/fake-trpc.tsx';
import { found, type ListInput } from '../contacts/contacts-fake-server.tsx';
import { SavedContacts } from './saved-contacts.tsx';

/**
 * The wizard's 'From saved contacts' searches on the server, over every contact and not only the
 * pages loaded, and what was ticked stays ticked while a search hides it.
 */
afterEach(cleanup);

const contact = (i: number, name: string): SavedContact => ({
  id: `3f6c2a1e-8888-4000-8000-0000000000${String(i).padStart(2, '0')}`,
  name,
  email: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
  phone: null,
});
const held = [
  contact(0, 'Ann Lee'),
  contact(1, 'Bob Ray'),
  contact(2, 'Cy Moss'),
  contact(3, 'Di Park'),
  contact(4, 'Zed Quist'),
];

async function renderPicker() {
  const added: RecipientFields[][] = [];
  const fake = fakeTrpc({
    // Two a page, the search's rules as the server's.
    'contacts.list': (input: ListInput) => {
      const matches = input.search ? held.filter((c) => found(c, input.search ?? '')) : held;
      const from = Number(input.cursor ?? 0);
      return {
        contacts: matches.slice(from, from + 2),
        nextCursor: from + 2 < matches.length ? String(from + 2) : null,
        total: held.length,
        matching: matches.length,
      };
    },
  });
  await renderWithTrpc(
    <SavedContacts
      guests={[]}
      onAdd={(guests) => {
        added.push(guests);
        return { ok: true, next: [], added: guests.length, duplicates: 0 };
      }}
    />,
    fake,
  );
  const names = async () =>
    within(await screen.findByRole('list', { name: 'Saved contacts' }))
      .queryAllByRole('checkbox')
      .map((box) => box.closest('label')?.querySelector('.font-bold')?.textContent);
  return { user: userEvent.setup(), added, names, calls: fake.calls };
}

describe('SavedContacts: search', () => {
  it('finds a contact beyond the loaded page; a tick survives the search; Add selected adds both', async () => {
    const { user, added, names, calls } = await renderPicker();
    await waitFor(async () => expect(await names()).toEqual(['Ann Lee', 'Bob Ray']));
    await user.click(screen.getByRole('checkbox', { name: /Ann Lee/ }));

    const search = screen.getByLabelText('Search saved contacts') as HTMLInputElement;
    await user.type(search, 'quist');
    await waitFor(async () => expect(await names()).toEqual(['Zed Quist']));
    expect(search.value).toBe('quist');
    expect(
      calls.filter((c) => c.path === 'contacts.list').map((c) => (c.input as ListInput).search),
    ).toEqual([undefined, 'quist']);
    await user.click(screen.getByRole('checkbox', { name: /Zed Quist/ }));

    await user.clear(search);
    await user.type(search, 'nobody');
    expect(await screen.findByText(messages.contacts.noMatches('nobody'))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add 2 guests' }));
    expect(added).toEqual([
      [
        { name: 'Ann Lee', email: 'ann@example.com', phone: null },
        { name: 'Zed Quist', email: 'zed@example.com', phone: null },
      ],
    ]);
  });

  it('Show more loads the next page of the search', async () => {
    const { user, names } = await renderPicker();
    await waitFor(async () => expect(await names()).toHaveLength(2));
    await user.type(screen.getByLabelText('Search saved contacts'), 'example.com');
    await waitFor(() => expect(screen.queryByText('Searching…')).not.toBeInTheDocument());
    await user.click(await screen.findByRole('button', { name: 'Show more' }));
    await waitFor(async () => expect(await names()).toHaveLength(4));
  });
});
