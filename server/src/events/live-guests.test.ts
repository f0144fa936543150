import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/app.ts';
import { insertInvitation, newAnswer } from '../../test/factories.ts';
import { hostedEvent } from '../../test/hosts.ts';
import { latest, watchEvent } from '../../test/live.ts';
import { startedForFile } from '../../test/per-file.ts';
import { visitorBrowser } from '../../test/visitors.ts';

/**
 * events.live carries what the host's pages show besides the counts (EventLive): guests.list's own
 * rows, whole in a subscriber's first message and then only those that changed, so the pages patch
 * their copies instead of asking again after each answer.
 */

const running = startedForFile(startTestApp);
const db = () => running.database.handle.db;

describe('events.live: the guests', () => {
  it('sends every guest first, then only the ones that changed, as guests.list lists them', async () => {
    const { host, event, link } = await hostedEvent(db(), running.url);
    const ana = await insertInvitation(db(), event.id, { recipientName: 'Ana', status: 'sent' });
    await insertInvitation(db(), event.id, { recipientName: 'Ben', status: 'sent' });
    const client = host.browser.client;
    const list = () => client.guests.list.query({ eventId: event.id });
    const seen = watchEvent(host.browser, event.id);
    await expect
      .poll(() => [latest(seen)?.invited, seen.errors], { timeout: 10_000 })
      .toEqual([2, []]);
    const before = await list();
    expect(latest(seen)).toMatchObject({
      whole: true,
      guests: before.entries,
      gone: [],
      linkGuests: [],
      filterCounts: before.filterCounts,
      reach: before.reach,
    });

    await running.http.invite.respond.mutate(newAnswer(ana, 'accepted', 3));
    await expect.poll(() => latest(seen)?.accepted, { timeout: 10_000 }).toBe(1);
    const after = await list();
    // Ana alone: Ben did not change, and neither did the link's answerers (null).
    expect(latest(seen)).toMatchObject({
      whole: false,
      guests: after.entries.filter((entry) => entry.id === ana.id),
      gone: [],
      linkGuests: null,
      filterCounts: after.filterCounts,
      reach: after.reach,
    });

    await visitorBrowser(running.url).client.invite.respond.mutate({
      name: 'Lee',
      code: link.code,
      response: 'declined',
      peopleCount: 0,
    });
    await expect.poll(() => latest(seen)?.link.declined, { timeout: 10_000 }).toBe(1);
    const withLink = await list();
    expect(latest(seen)).toMatchObject({
      whole: false,
      guests: [],
      linkGuests: withLink.entries.filter((entry) => entry.viaLink),
    });

    await client.guests.remove.mutate({ eventId: event.id, invitationIds: [ana.id] });
    await expect.poll(() => latest(seen)?.gone, { timeout: 10_000 }).toEqual([ana.id]);
    expect(latest(seen)?.guests).toEqual([]);
    // One message per change, none skipped: each change applies to the one before.
    const ids = seen.values.map((v) => Number(v.id));
    expect(ids).toEqual(ids.map((_, i) => (ids[0] ?? 0) + i));
    expect(seen.errors).toEqual([]);
    seen.stop();
  });
});
