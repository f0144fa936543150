import type { ContactInput, SavedContact } from '@partyreel/shared/recipients/contact-input';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeAnswers, fakeTrpc, renderWithTrpc } from '../../test/fake-trpc.tsx';
import { serverError } from '../../test/server-error.ts';
import { ContactsPage } from './contacts-page.tsx';

/**
 * The contacts page's tests' contacts, and a fake server for them (contacts-page.test.tsx,
 * contact-search.test.tsx).
 */

export const ava: SavedContact = {
  id: '3f6c2a1e-1111-4000-8000-000000000001',
  name: 'Ava Lee',
  email: 'ava@example.com',
  phone: null,
};
export const ben: SavedContact = {
  id: '3f6c2a1e-2222-4000-8000-000000000002',
  name: 'Ben Ortiz',
  email: null,
  phone: '+1 (555) 010-2030',
};
export const cleo: SavedContact = {
  id: '3f6c2a1e-3333-4000-8000-000000000003',
  name: 'Cleo Park',
  email: 'cleo@example.org',
  phone: '555-777-1234',
};

/**
 * Whether the server's search finds `contact` (its rules: server/src/contacts/contacts.queries.ts):
 * the text in the name, e-mail or phone ignoring case, or a number's digits in the phone's.
 */
export function found(contact: SavedContact, search: string): boolean {
  const text = search.trim().toLowerCase();
  const fields = [contact.name, contact.email ?? '', contact.phone ?? ''];
  if (fields.some((field) => field.toLowerCase().includes(text))) return true;
  const digits = text.replace(/\D/g, '');
  return (
    /^[\d\-+().\s]+$/.test(text) &&
    digits !== '' &&
    (contact.phone ?? '').replace(/\D/g, '').includes(digits)
  );
}

export interface ListInput {
  cursor?: string | null;
  search?: string | null;
}

/** One page of what `held` finds from `cursor` (here simply the index of its first contact). */
function pageOf(held: SavedContact[], input: ListInput, size: number) {
  const search = input.search ?? '';
  const matches = search ? held.filter((contact) => found(contact, search)) : held;
  const from = Number(input.cursor ?? 0);
  const next = from + size;
  return {
    contacts: matches.slice(from, next),
    nextCursor: next < matches.length ? String(next) : null,
    total: held.length,
    matching: matches.length,
  };
}

/**
 * The page over a fake server holding `saved`: contacts.list answers what it holds now (`pageSize`
 * a page), add and remove change it, unless a test gives its own answer for a path.
 */
export async function renderPage(saved: SavedContact[], answers: FakeAnswers = {}, pageSize = 100) {
  const held = [...saved];
  let nextId = 100;
  const fake = fakeTrpc({
    'contacts.list': (input: ListInput) => pageOf(held, input, pageSize),
    'contacts.add': (input: ContactInput) => {
      const contact: SavedContact = {
        id: `3f6c2a1e-9999-4000-8000-000000000${nextId++}`,
        name: input.name,
        email: input.email ?? null,
        phone: input.phone ?? null,
      };
      held.push(contact);
      return contact;
    },
    'contacts.remove': ({ id }: { id: string }) => {
      const at = held.findIndex((contact) => contact.id === id);
      if (at === -1) return serverError('NOT_FOUND', 404, 'NOT_FOUND');
      held.splice(at, 1);
      return { ok: true };
    },
    ...answers,
  });
  await renderWithTrpc(<ContactsPage />, fake, '/contacts');
  const user = userEvent.setup();
  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  return {
    fake,
    user,
    name: field('Name'),
    email: field('Email'),
    phone: field('Phone'),
    save: screen.getByRole('button', { name: 'Save Contact' }),
    callsTo: (path: string) => fake.calls.filter((call) => call.path === path),
  };
}

/** The names listed, in order. */
export async function listedNames() {
  const list = await screen.findByRole('list', { name: 'Your contacts' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);
}
