import { shareLinks } from '@partyreel/db/schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { browserClient, startTestApp } from '../../test/app.ts';
import { insertEvent, insertInvitation, insertShareLink } from '../../test/factories.ts';
import { failure } from '../../test/failure.ts';
import { registeredHost } from '../../test/hosts.ts';
import { startedForFile } from '../../test/per-file.ts';

const running = startedForFile(startTestApp);
const db = () => running.database.handle.db;

describe('events.list (the dashboard)', () => {
  it('lists the caller’s events only, newest date first, with accepted and declined counts', async () => {
    const a = await registeredHost(running.url);
    const b = await registeredHost(running.url);
    const spring = await insertEvent(db(), a.id, { title: 'Spring', eventDate: '2027-03-14' });
    const winter = await insertEvent(db(), a.id, { title: 'Winter', eventDate: '2027-12-20' });
    const undated = await insertEvent(db(), a.id, { title: 'Someday' });
    await insertEvent(db(), b.id, { title: 'Not yours', eventDate: '2030-01-01' });
    for (const status of ['accepted', 'accepted', 'declined', 'viewed', 'removed'] as const) {
      await insertInvitation(db(), winter.id, { status });
    }

    const rows = await a.browser.client.events.list.query();
    expect(rows.map((r) => r.title)).toEqual(['Winter', 'Spring', 'Someday']);
    expect(rows[0]).toMatchObject({
      id: winter.id,
      eventDate: '2027-12-20',
      accepted: 2,
      declined: 1,
    });
    expect(rows[1]).toMatchObject({ id: spring.id, accepted: 0, declined: 0 });
    expect(rows[2]).toMatchObject({ id: undated.id, eventDate: null });
  });

  it('counts each person once (docs/product.md, Counting) and adds the share link’s answers', async () => {
    const a = await registeredHost(running.url);
    const party = await insertEvent(db(), a.id, { title: 'Party' });
    await insertInvitation(db(), party.id, { recipientName: 'Ana', status: 'declined' });
    await insertInvitation(db(), party.id, { recipientName: ' ana ', status: 'accepted' });
    await insertInvitation(db(), party.id, { recipientName: 'Ben', status: 'declined' });
    const link = await insertShareLink(db(), party.id);
    await db()
      .update(shareLinks)
      .set({ accepted: 4, declined: 2, people: 9 })
      .where(eq(shareLinks.id, link.id));

    expect(await a.browser.client.events.list.query()).toMatchObject([
      { id: party.id, accepted: 5, declined: 3 },
    ]);
  });

  it('is empty for a new host and refused without a registered session', async () => {
    const fresh = await registeredHost(running.url);
    expect(await fresh.browser.client.events.list.query()).toEqual([]);
    expect((await failure(browserClient(running.url).client.events.list.query())).data?.code).toBe(
      'UNAUTHORIZED',
    );
  });
});
