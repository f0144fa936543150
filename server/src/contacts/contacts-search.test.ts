import { contacts } from '@partyreel/db/schema';
import { CONTACTS_PAGE_SIZE, MAX_CONTACT_SEARCH_LENGTH } from '@partyreel/shared/limits';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/app.ts';
import { failure } from '../../test/failure.ts';
import { registeredHost } from '../../test/hosts.ts';
import { startedForFile } from '../../test/per-file.ts';

/**
 * contacts.list({ search }): the server finds a contact on any page, keyset paging still holds
 * within a search, LIKE's wildcards are only text, and no one finds another host's contacts
 * (docs/decisions/040-storage-budgets-and-bounded-lists.md).
 */
const running = startedForFile(startTestApp);
const db = () => running.database.handle.db;

type Row = { name: string; email?: string | null; phone?: string | null };

/** Contacts saved straight into the table, 500 a statement. */
async function saved(userId: string, rows: Row[]) {
  for (let i = 0; i < rows.length; i += 500)
    await db()
      .insert(contacts)
      .values(rows.slice(i, i + 500).map((row) => ({ userId, ...row })));
}

const guests = (count: number, name = (i: number) => `Guest ${String(i).padStart(4, '0')}`) =>
  Array.from({ length: count }, (_, i) => ({ name: name(i), email: `guest${i}@example.com` }));

type Client = Awaited<ReturnType<typeof registeredHost>>['client'];
const names = async (client: Client, search: string) =>
  (await client.contacts.list.query({ search })).contacts.map((c) => c.name);

describe('contacts.list with a search', () => {
  it('finds a contact far beyond the first page, by name or e-mail, ignoring case', async () => {
    const { client, id } = await registeredHost(running.url);
    await saved(id, [
      ...guests(1500),
      { name: 'Zelda Quinn', email: 'zq@Party.example', phone: '+1 (555) 010-2030' },
    ]);
    const first = await client.contacts.list.query();
    expect(first.contacts.map((c) => c.name)).not.toContain('Zelda Quinn');

    const found = await client.contacts.list.query({ search: '  quINN ' });
    expect(found.contacts.map((c) => c.name)).toEqual(['Zelda Quinn']);
    expect(found).toMatchObject({ nextCursor: null, total: 1501, matching: 1 });
    expect(await names(client, 'ZQ@party')).toEqual(['Zelda Quinn']);
    expect(await names(client, '555 0102')).toEqual(['Zelda Quinn']);
    expect(await names(client, 'nobody here')).toEqual([]);
    // A blank search is no search.
    expect((await client.contacts.list.query({ search: '   ' })).matching).toBe(1501);
  });

  it('pages within a search with the same cursors, each match once, in name order', async () => {
    const { client, id } = await registeredHost(running.url);
    await saved(
      id,
      guests(400, (i) => (i % 2 === 0 ? `Party ${i}` : `Other ${i}`)),
    );
    const pages = [await client.contacts.list.query({ search: 'party' })];
    for (let cursor = pages[0]?.nextCursor; cursor; cursor = pages.at(-1)?.nextCursor)
      pages.push(await client.contacts.list.query({ search: 'party', cursor }));
    expect(pages.map((p) => p.contacts.length)).toEqual([CONTACTS_PAGE_SIZE, 100]);
    expect(pages.map((p) => p.matching)).toEqual([200, 200]);
    const listed = pages.flatMap((p) => p.contacts.map((c) => c.name));
    expect(new Set(listed).size).toBe(200);
    expect(listed.every((name) => name.startsWith('Party'))).toBe(true);
    const lower = listed.map((name) => name.toLowerCase());
    expect(lower).toEqual([...lower].sort());
  });

  it('takes %, _ and \\ as themselves', async () => {
    const { client, id } = await registeredHost(running.url);
    await saved(id, [
      { name: '100% sure' },
      { name: '1000 sure' },
      { name: 'a_b' },
      { name: 'axb' },
      { name: 'back\\slash' },
      { name: 'backslash' },
      { name: 'Plain', email: 'pl_ain@example.com' },
    ]);
    expect(await names(client, '%')).toEqual(['100% sure']);
    expect(await names(client, '100%')).toEqual(['100% sure']);
    expect(await names(client, 'a_b')).toEqual(['a_b']);
    expect(await names(client, '_')).toEqual(['a_b', 'Plain']);
    expect(await names(client, '\\')).toEqual(['back\\slash']);
    expect(await names(client, 'k\\s')).toEqual(['back\\slash']);
  });

  it('never finds another host’s contacts', async () => {
    const mine = await registeredHost(running.url);
    const other = await registeredHost(running.url);
    await saved(mine.id, [{ name: 'Ava Lee' }]);
    await saved(other.id, [{ name: 'Ava Other', email: 'ava@other.example' }, ...guests(150)]);
    const found = await mine.client.contacts.list.query({ search: 'ava' });
    expect(found.contacts.map((c) => c.name)).toEqual(['Ava Lee']);
    expect(found).toMatchObject({ total: 1, matching: 1, nextCursor: null });
    expect(await names(mine.client, 'guest')).toEqual([]);
    // Nor with a cursor of theirs.
    const theirs = await other.client.contacts.list.query({ search: 'guest' });
    const borrowed = await mine.client.contacts.list.query({
      search: 'guest',
      cursor: theirs.nextCursor ?? '',
    });
    expect(borrowed.contacts).toEqual([]);
  });

  it(`refuses a search longer than ${MAX_CONTACT_SEARCH_LENGTH} characters`, async () => {
    const { client } = await registeredHost(running.url);
    const search = 'a'.repeat(MAX_CONTACT_SEARCH_LENGTH + 1);
    const error = await failure(client.contacts.list.query({ search }));
    expect(error.data?.code).toBe('BAD_REQUEST');
    await expect(client.contacts.list.query({ search: search.slice(1) })).resolves.toMatchObject({
      matching: 0,
    });
  });
});
