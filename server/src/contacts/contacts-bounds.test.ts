import { contacts } from '@partyreel/db/schema';
import { CONTACTS_PAGE_SIZE, MAX_CONTACTS } from '@partyreel/shared/limits';
import { messages } from '@partyreel/shared/messages';
import { describe, expect, it } from 'vitest';
import { startApp, startTestApp } from '../../test/app.ts';
import { failure } from '../../test/failure.ts';
import { registeredHost } from '../../test/hosts.ts';
import { startedForFile } from '../../test/per-file.ts';

const running = startedForFile(startTestApp);
const db = () => running.database.handle.db;

/** `count` contacts saved straight into the table, in one statement (one creation time). */
async function saved(userId: string, count: number, name = (i: number) => `Guest ${i}`) {
  const rows = Array.from({ length: count }, (_, i) => ({ userId, name: name(i) }));
  for (let i = 0; i < rows.length; i += 500)
    await db()
      .insert(contacts)
      .values(rows.slice(i, i + 500));
}

type Client = Awaited<ReturnType<typeof registeredHost>>['client'];

/** Every page of the caller's contacts, following the cursors. */
async function allPages(client: Client) {
  const pages = [await client.contacts.list.query()];
  for (let cursor = pages[0]?.nextCursor; cursor; cursor = pages.at(-1)?.nextCursor) {
    pages.push(await client.contacts.list.query({ cursor }));
  }
  return pages;
}

describe('contacts.list pages', () => {
  it('sends 100 contacts a page, in name order, each once, with the total and the next cursor', async () => {
    const { client, id } = await registeredHost(running.url);
    // Many share a name ignoring case, and all were saved at once: the order still holds.
    await saved(id, 250, (i) => (i % 3 === 0 ? `ann ${i % 7}` : `Ann ${i % 7}`));
    const pages = await allPages(client);
    expect(pages.map((p) => p.contacts.length)).toEqual([
      CONTACTS_PAGE_SIZE,
      CONTACTS_PAGE_SIZE,
      50,
    ]);
    expect(pages.map((p) => p.total)).toEqual([250, 250, 250]);
    expect(pages.at(-1)?.nextCursor).toBeNull();
    const listed = pages.flatMap((p) => p.contacts);
    expect(new Set(listed.map((c) => c.id)).size).toBe(250);
    const names = listed.map((c) => c.name.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it('a contact saved or deleted between pages moves nothing on the next page', async () => {
    const { client, id } = await registeredHost(running.url);
    await saved(id, 150, (i) => `Guest ${String(i).padStart(3, '0')}`);
    const first = await client.contacts.list.query();
    const cursor = first.nextCursor ?? '';
    await client.contacts.add.mutate({ name: 'Aaron' });
    const gone = first.contacts[0];
    if (gone) await client.contacts.remove.mutate({ id: gone.id });
    const second = await client.contacts.list.query({ cursor });
    expect(second.contacts.map((c) => c.name)).toEqual(
      Array.from({ length: 50 }, (_, i) => `Guest ${String(i + 100).padStart(3, '0')}`),
    );
    expect(second.total).toBe(150);
  });

  it('refuses a cursor it did not make, and never shows another host’s contacts', async () => {
    const mine = await registeredHost(running.url);
    const other = await registeredHost(running.url);
    await saved(other.id, 120);
    const theirs = await other.client.contacts.list.query();
    const borrowed = await mine.client.contacts.list.query({ cursor: theirs.nextCursor ?? '' });
    expect(borrowed).toEqual({ contacts: [], nextCursor: null, total: 0, matching: 0 });
    for (const cursor of ['not-a-cursor', Buffer.from('["a","b","c"]').toString('base64url')]) {
      const error = await failure(mine.client.contacts.list.query({ cursor }));
      expect(error.data?.code).toBe('BAD_REQUEST');
      expect(error.message).toBe(messages.contacts.loadFailed);
    }
  });
});

describe('the contacts cap', () => {
  it(`keeps at most ${MAX_CONTACTS} contacts, then refuses with the catalogue text until one is deleted`, async () => {
    const { client, id } = await registeredHost(running.url);
    await saved(id, MAX_CONTACTS - 1);
    const last = await client.contacts.add.mutate({ name: 'The last one' });
    const refused = await failure(client.contacts.add.mutate({ name: 'One too many' }));
    expect(refused.data?.code).toBe('BAD_REQUEST');
    expect(refused.message).toBe(messages.contacts.tooMany(MAX_CONTACTS));
    expect((await client.contacts.list.query()).total).toBe(MAX_CONTACTS);
    await client.contacts.remove.mutate({ id: last.id });
    await expect(client.contacts.add.mutate({ name: 'Room again' })).resolves.toBeDefined();
  });

  it('adds racing each other cannot pass the cap together', async () => {
    const { client, id } = await registeredHost(running.url);
    await saved(id, MAX_CONTACTS - 2);
    const answers = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) => client.contacts.add.mutate({ name: `Racer ${i}` })),
    );
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(2);
    expect((await client.contacts.list.query()).total).toBe(MAX_CONTACTS);
  });
});

describe('the contacts rate limit', () => {
  it('refuses the 201st contact in ten minutes with its text; another host still adds', async () => {
    const limited = await startApp(running.database.handle, { rateLimits: true });
    try {
      const { client } = await registeredHost(limited.url);
      for (let i = 0; i < 200; i += 20)
        await Promise.all(
          Array.from({ length: 20 }, (_, j) => client.contacts.add.mutate({ name: `C ${i + j}` })),
        );
      const refused = await failure(client.contacts.add.mutate({ name: 'One more' }));
      expect(refused.data?.code).toBe('TOO_MANY_REQUESTS');
      expect(refused.message).toBe(messages.contacts.tooManyAdds);
      const other = await registeredHost(limited.url);
      await expect(other.client.contacts.add.mutate({ name: 'Fine' })).resolves.toBeDefined();
    } finally {
      await limited.close();
    }
  });
});
