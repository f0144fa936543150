import { invitations } from '@partyreel/db/schema';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/app.ts';
import { insertGuest } from '../../test/factories.ts';
import { hostedEvent } from '../../test/hosts.ts';
import { startedForFile } from '../../test/per-file.ts';
import { guestRows } from '../../test/readings.ts';
import { uniqueEmail } from '../../test/unique-email.ts';

// docs/decisions/036-one-guest-one-recipient.md: a person already on the guest list is not added
// again, and every screen lists and counts each de-duplicated guest once.

const running = startedForFile(startTestApp);
const db = () => running.database.handle.db;

type Host = Awaited<ReturnType<typeof hostedEvent>>['host'];

/** The event's live invitations as stored, oldest first: name and e-mail. */
async function storedGuests(eventId: string) {
  const rows = await guestRows(db(), eventId);
  return rows.filter((r) => r.status !== 'removed').map((r) => [r.recipientName, r.email, r.phone]);
}

const add = (
  host: Host,
  eventId: string,
  recipients: { name: string; email?: string; phone?: string }[],
) => host.browser.client.guests.add.mutate({ eventId, recipients });

describe('guests.add', () => {
  it('adds nothing for a guest already on the list (another case, spaces, punctuation) and says who', async () => {
    const { host, event } = await hostedEvent(db(), running.url);
    const ana = uniqueEmail('ana');
    // As an older version stored it: capitals and a trailing space.
    await insertGuest(db(), event.id, {
      recipientName: 'Ana Lima',
      email: `${ana.toUpperCase()} `,
    });
    await insertGuest(db(), event.id, {
      recipientName: 'Ben',
      email: null,
      phone: '+1 (555) 010-0100',
    });
    const before = await storedGuests(event.id);

    const result = await add(host, event.id, [
      { name: 'Ana', email: `  ${ana} ` },
      { name: 'Cleo', email: uniqueEmail('cleo') },
      { name: 'Benjamin', phone: '1-555-010 0100' },
    ]);
    expect(result.added).toBe(1);
    expect(result.alreadyInvited).toEqual([
      { name: 'Ana', guestName: 'Ana Lima' },
      { name: 'Benjamin', guestName: 'Ben' },
    ]);
    const after = await storedGuests(event.id);
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.slice(before.length).map(([name]) => name)).toEqual(['Cleo']);

    // Only duplicates: nothing is added, and the answer still names them.
    const again = await add(host, event.id, [{ name: 'Ana', email: ana.toUpperCase() }]);
    expect(again).toEqual({
      added: 0,
      invitationIds: [],
      alreadyInvited: [{ name: 'Ana', guestName: 'Ana Lima' }],
    });
    expect(await storedGuests(event.id)).toEqual(after);
  });

  it('adds the first of two rows of one request for the same person, and names the second', async () => {
    const { host, event } = await hostedEvent(db(), running.url);
    const dev = uniqueEmail('dev');
    const result = await add(host, event.id, [
      { name: 'Dev Shah', email: dev },
      { name: 'Dev', email: dev.toUpperCase() },
    ]);
    expect(result.added).toBe(1);
    expect(result.alreadyInvited).toEqual([{ name: 'Dev', guestName: 'Dev Shah' }]);
    expect(await storedGuests(event.id)).toEqual([['Dev Shah', dev, null]]);
  });

  it('adds a removed guest back, and answers a full list’s duplicate with who it is, not the cap', async () => {
    const { host, event } = await hostedEvent(db(), running.url);
    const eve = uniqueEmail('eve');
    await insertGuest(db(), event.id, { recipientName: 'Eve', email: eve, status: 'removed' });
    expect((await add(host, event.id, [{ name: 'Eve', email: eve }])).added).toBe(1);

    await db()
      .insert(invitations)
      .values(
        Array.from({ length: 199 }, (_, i) => ({
          eventId: event.id,
          recipientName: `Guest ${i}`,
          email: `guest-${i}-${event.id}@example.com`,
          uniqueCode: `${event.id.slice(0, 8)}${String(i).padStart(4, '0')}`,
        })),
      );
    const result = await add(host, event.id, [{ name: 'Eve again', email: eve }]);
    expect(result).toMatchObject({
      added: 0,
      alreadyInvited: [{ name: 'Eve again', guestName: 'Eve' }],
    });
  });
});

describe('events.update', () => {
  it('adds no second row for an address already on the list, and names who was left out', async () => {
    const { host, event } = await hostedEvent(db(), running.url);
    const ana = uniqueEmail('ana');
    await insertGuest(db(), event.id, { recipientName: 'Ana', email: ana });
    const fin = uniqueEmail('fin');
    const view = await host.browser.client.events.update.mutate({
      eventId: event.id,
      recipients: [
        { name: 'Ana Lima', email: ` ${ana.toUpperCase()}` },
        { name: 'Fin', email: fin },
      ],
    });
    expect(view.alreadyInvited).toEqual([{ name: 'Ana Lima', guestName: 'Ana' }]);
    expect(view.guests.map((g) => g.name)).toEqual(['Ana', 'Fin']);
    expect(await storedGuests(event.id)).toEqual([
      ['Ana', ana, null],
      ['Fin', fin, null],
    ]);
  });
});

describe('one guest, one entry, the same numbers on every screen', () => {
  /** Seven invitations, six people: Ana twice (two spellings of her address), one removed. */
  async function eventWithDuplicates() {
    const hosted = await hostedEvent(db(), running.url);
    const { event } = hosted;
    const ana = uniqueEmail('ana');
    const first = await insertGuest(db(), event.id, {
      recipientName: 'Ana',
      email: `${ana.replace('ana', 'Ana')} `,
      status: 'sent',
    });
    const second = await insertGuest(db(), event.id, {
      recipientName: 'Ana L.',
      email: ana,
      status: 'accepted',
      peopleCount: 2,
      respondedAt: new Date(),
    });
    await insertGuest(db(), event.id, { recipientName: 'Ben', status: 'viewed' });
    await insertGuest(db(), event.id, { recipientName: 'Cleo', status: 'declined' });
    await insertGuest(db(), event.id, { recipientName: 'Dev', status: 'unsent' });
    await insertGuest(db(), event.id, { recipientName: 'Eve', status: 'pending' });
    await insertGuest(db(), event.id, { recipientName: 'Fin', status: 'sent' });
    await insertGuest(db(), event.id, { recipientName: 'Gus', status: 'removed' });
    return { ...hosted, first, second };
  }

  it('events.byId counts what guests.list counts', async () => {
    const { host, event } = await eventWithDuplicates();
    const view = await host.browser.client.events.byId.query({ eventId: event.id });
    const list = await host.browser.client.guests.list.query({ eventId: event.id });
    const { filterCounts } = list;
    expect(filterCounts).toEqual({
      all: 6,
      notSent: 2,
      sent: 1,
      viewed: 1,
      responded: 2,
      accepted: 1,
      maybe: 0,
      waitlisted: 0,
      declined: 1,
    });
    expect(view.counts).toMatchObject({
      invited: filterCounts.all,
      accepted: filterCounts.accepted,
      declined: filterCounts.declined,
      pending: filterCounts.all - filterCounts.responded,
      people: 2,
    });
    // The Personal Invites tab's rows are Manage Guests' rows.
    expect(view.guests).toHaveLength(filterCounts.all);
    expect(view.guests.map((g) => g.id)).toEqual(list.entries.map((e) => e.id));
  });

  it('events.byId lists a merged guest once: the highest status stands for them, with every id', async () => {
    const { host, event, first, second } = await eventWithDuplicates();
    const view = await host.browser.client.events.byId.query({ eventId: event.id });
    expect(view.guests.map((g) => g.name)).toEqual(['Ana L.', 'Ben', 'Cleo', 'Dev', 'Eve', 'Fin']);
    expect(view.guests[0]).toMatchObject({
      id: second.id,
      status: 'accepted',
      peopleCount: 2,
      invitationIds: [second.id, first.id],
      mergedNames: ['Ana'],
    });
    expect(view.guests[1]).toMatchObject({ invitationIds: [view.guests[1]?.id], mergedNames: [] });
  });
});
