import { messages } from '@partyreel/shared/messages';
import { describe, expect, it } from 'vitest';
import { browserClient, startTestApp } from '../../test/app.ts';
import { failure } from '../../test/failure.ts';
import { registeredHost } from '../../test/hosts.ts';
import { startedForFile } from '../../test/per-file.ts';

const running = startedForFile(startTestApp);

const signedIn = async () => (await registeredHost(running.url)).client;

describe('contacts', () => {
  it('adds contacts (trimmed, e-mail and phone optional) and lists them by name', async () => {
    const client = await signedIn();
    const zed = await client.contacts.add.mutate({ name: ' Zed ', email: ' zed@example.com ' });
    expect(zed).toEqual({
      id: expect.any(String),
      name: 'Zed',
      email: 'zed@example.com',
      phone: null,
    });
    await client.contacts.add.mutate({ name: 'amy', phone: '+1 (555) 010-2030', email: '' });
    await client.contacts.add.mutate({ name: 'Bob' });

    const list = (await client.contacts.list.query()).contacts;
    expect(list.map((c) => c.name)).toEqual(['amy', 'Bob', 'Zed']);
    expect(list[0]).toEqual({
      id: expect.any(String),
      name: 'amy',
      email: null,
      phone: '+1 (555) 010-2030',
    });
  });

  it.each([
    [{ name: '   ' }, messages.recipients.contactNameRequired],
    [{ name: 'Ann', email: 'ann@example' }, messages.recipients.invalidEmail],
    [{ name: 'Ann', phone: 'call me' }, messages.recipients.invalidPhone],
  ])('refuses %j with its message and saves nothing', async (input, message) => {
    const client = await signedIn();
    const error = await failure(client.contacts.add.mutate(input));
    expect(error.data?.code).toBe('BAD_REQUEST');
    expect(error.message).toBe(message);
    expect((await client.contacts.list.query()).contacts).toEqual([]);
  });

  it('removes only the caller’s own contact; someone else’s is NOT_FOUND and stays', async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const kept = await owner.contacts.add.mutate({ name: 'Kept', email: 'kept@example.com' });
    const gone = await owner.contacts.add.mutate({ name: 'Gone', email: 'gone@example.com' });

    expect((await other.contacts.list.query()).contacts).toEqual([]);
    const foreign = await failure(other.contacts.remove.mutate({ id: kept.id }));
    expect(foreign.data?.code).toBe('NOT_FOUND');
    const missing = await failure(
      owner.contacts.remove.mutate({ id: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(missing.data?.code).toBe('NOT_FOUND');

    await expect(owner.contacts.remove.mutate({ id: gone.id })).resolves.toEqual({ ok: true });
    expect((await owner.contacts.list.query()).contacts.map((c) => c.name)).toEqual(['Kept']);
    const again = await failure(owner.contacts.remove.mutate({ id: gone.id }));
    expect(again.data?.code).toBe('NOT_FOUND');
  });

  it('is for registered hosts only', async () => {
    const visitor = browserClient(running.url);
    expect((await failure(visitor.client.contacts.list.query())).data?.code).toBe('UNAUTHORIZED');
    await visitor.client.auth.signInAnonymously.mutate();
    expect((await failure(visitor.client.contacts.list.query())).data?.code).toBe('UNAUTHORIZED');
    expect((await failure(visitor.client.contacts.add.mutate({ name: 'Ann' }))).data?.code).toBe(
      'UNAUTHORIZED',
    );
  });
});
