import { messages } from '@partyreel/shared/messages';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/app.ts';
import { insertGuest, insertGuests } from '../../test/factories.ts';
import { failure } from '../../test/failure.ts';
import { guestNames, hostedEvent, listGuests } from '../../test/hosts.ts';
import { latest, watchEvent } from '../../test/live.ts';
import { startedForFile } from '../../test/per-file.ts';
import { guestRow, guestRows } from '../../test/readings.ts';
import { uniqueEmail } from '../../test/unique-email.ts';
import { readEventCounts } from '../events/live-counts.ts';

/** Manage Guests' changes: adding guests (the cap, bad recipients) and removing them softly. */
const running = startedForFile(startTestApp);
const db = () => running.database.handle.db;

/** The event's invitations as stored, oldest first. */
const storedGuests = (eventId: string) => guestRows(db(), eventId);

describe('guests.remove', () => {
  it('removes softly: the guest leaves the list, the live counts and the next send', async () => {
    const { host, event } = await hostedEvent(db(), running.url);
    const ana = await insertGuest(db(), event.id, { recipientName: 'Ana', status: 'accepted' });
    const ben = await insertGuest(db(), event.id, { recipientName: 'Ben', status: 'sent' });
    const seen = watchEvent(host.browser, event.id);
    try {
      await expect.poll(() => latest(seen)).toMatchObject({ accepted: 1, pending: 1, people: 1 });

      const result = await host.browser.client.guests.remove.mutate({
        eventId: event.id,
        invitationIds: [ana.id],
      });
      expect(result).toEqual({ removed: 1 });
      // The live notice went out with the removal.
      await expect.poll(() => latest(seen)).toMatchObject({ accepted: 0, pending: 1, people: 0 });
    } finally {
      seen.stop();
    }
    expect(await readEventCounts(db(), event.id)).toMatchObject({ accepted: 0, pending: 1 });
    expect((await guestRow(db(), ana.id)).status).toBe('removed');
    const view = await listGuests(host, event.id);
    expect(guestNames(view)).toEqual(['Ben']);
    expect(view.filterCounts).toMatchObject({ all: 1, accepted: 0, responded: 0 });
    expect(view.reach.all).toBe(1);
    const sent = await host.browser.client.guests.send.mutate({ eventId: event.id, type: 'all' });
    expect(sent.invitationIds).toEqual([ben.id]);
  });

  it('removes only the event’s own guests: another host’s and unknown ids change nothing', async () => {
    const { host, event } = await hostedEvent(db(), running.url);
    const a1 = await insertGuest(db(), event.id);
    const a2 = await insertGuest(db(), event.id, { status: 'accepted' });
    const a3 = await insertGuest(db(), event.id);
    const other = await hostedEvent(db(), running.url);
    const b1 = await insertGuest(db(), other.event.id, { status: 'viewed' });

    const result = await host.browser.client.guests.remove.mutate({
      eventId: event.id,
      invitationIds: [a1.id, b1.id, a2.id.toUpperCase(), crypto.randomUUID(), 'not-a-uuid'],
    });
    expect(result).toEqual({ removed: 2 });
    expect((await guestRow(db(), a1.id)).status).toBe('removed');
    expect((await guestRow(db(), a2.id)).status).toBe('removed');
    expect(await guestRow(db(), a3.id)).toEqual(a3);
    expect(await guestRow(db(), b1.id)).toEqual(b1);
    // Naming only someone else's guest, under one's own event, removes nothing.
    expect(
      await host.browser.client.guests.remove.mutate({
        eventId: event.id,
        invitationIds: [b1.id],
      }),
    ).toEqual({ removed: 0 });
    expect(await guestRow(db(), b1.id)).toEqual(b1);
    expect(guestNames(await listGuests(other.host, other.event.id))).toEqual([b1.recipientName]);
  });

  it('does nothing to a guest removed already', async () => {
    const { host, event } = await hostedEvent(db(), running.url);
    const ana = await insertGuest(db(), event.id);
    const remove = () =>
      host.browser.client.guests.remove.mutate({ eventId: event.id, invitationIds: [ana.id] });
    expect(await remove()).toEqual({ removed: 1 });
    const removed = await guestRow(db(), ana.id);
    expect(await remove()).toEqual({ removed: 0 });
    expect(await guestRow(db(), ana.id)).toEqual(removed);
  });
});

describe('guests.add', () => {
  it('adds pending guests in the order given, each with a code of its own', async () => {
    const { host, event } = await hostedEvent(db(), running.url);
    const first = await insertGuest(db(), event.id, { recipientName: 'First', status: 'sent' });
    const result = await host.browser.client.guests.add.mutate({
      eventId: event.id,
      recipients: [
        { name: 'Zed', email: 'Zed.Zulu@Example.COM' },
        { name: 'Amy', phone: '+1 415 555 0101', source: 'contacts' },
        { name: 'Bob', email: 'bob@example.com', source: 'csv' },
      ],
    });
    expect(result.added).toBe(3);
    expect(result.invitationIds).toHaveLength(3);

    const rows = await storedGuests(event.id);
    expect(rows.map((r) => r.id)).toEqual([first.id, ...result.invitationIds]);
    expect(
      rows.slice(1).map((r) => [r.recipientName, r.email, r.phone, r.status, r.source]),
    ).toEqual([
      ['Zed', 'zed.zulu@example.com', null, 'pending', 'wizard'],
      ['Amy', null, '+1 415 555 0101', 'pending', 'contacts'],
      ['Bob', 'bob@example.com', null, 'pending', 'csv'],
    ]);
    const codes = rows.map((r) => r.uniqueCode);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Za-z0-9_-]{12}$/);

    const view = await listGuests(host, event.id, 'notSent');
    expect(guestNames(view)).toEqual(['Zed', 'Amy', 'Bob']);
    expect(view.entries.map((e) => e.id)).toEqual(result.invitationIds);
    expect(await readEventCounts(db(), event.id)).toMatchObject({ pending: 4 });
  });

  it('keeps the 200-guest cap: too many is refused with the catalogue’s text and nothing is added', async () => {
    const { host, event } = await hostedEvent(db(), running.url);
    await insertGuests(db(), event.id, 199);
    // A removed guest does not count.
    await insertGuest(db(), event.id, { status: 'removed' });
    const add = (count: number) =>
      host.browser.client.guests.add.mutate({
        eventId: event.id,
        recipients: Array.from({ length: count }, (_, i) => ({
          name: `Late ${i}`,
          email: uniqueEmail('late'),
        })),
      });
    const error = await failure(add(2));
    expect(error.data?.code).toBe('BAD_REQUEST');
    expect(error.message).toBe(messages.send.tooManyGuests);
    expect(await storedGuests(event.id)).toHaveLength(200);
    expect((await add(1)).added).toBe(1);
    expect((await failure(add(1))).message).toBe(messages.send.tooManyGuests);
    expect((await listGuests(host, event.id)).filterCounts.all).toBe(200);
  });

  it('refuses an invalid recipient with the recipient’s message, adding no one', async () => {
    const { host, event } = await hostedEvent(db(), running.url);
    const cases = [
      [{ name: 'Ann', email: 'not-an-email' }, messages.recipients.invalidEmail],
      [{ name: 'Ann', phone: 'call me' }, messages.recipients.invalidPhone],
      [{ name: '', email: 'ann@example.com' }, messages.recipients.nameAndContactRequired],
      [{ name: 'Ann' }, messages.recipients.nameAndContactRequired],
    ] as const;
    for (const [recipient, message] of cases) {
      const error = await failure(
        host.browser.client.guests.add.mutate({
          eventId: event.id,
          recipients: [{ name: 'Fine', email: uniqueEmail('fine') }, recipient],
        }),
      );
      expect(error.data?.code).toBe('BAD_REQUEST');
      expect(error.message).toBe(message);
    }
    const none = await failure(
      host.browser.client.guests.add.mutate({ eventId: event.id, recipients: [] }),
    );
    expect(none.message).toBe(messages.send.noRecipients);
    expect(await storedGuests(event.id)).toEqual([]);
  });
});
