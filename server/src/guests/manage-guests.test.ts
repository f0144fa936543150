import { invitations } from '@partyreel/db/schema';
import type { GuestFilter } from '@partyreel/shared/guests/guest-list';
import { messages } from '@partyreel/shared/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/app.ts';
import { insertEvent, insertGuest } from '../../test/factories.ts';
import { failure } from '../../test/failure.ts';
import { listEntry } from '../../test/guest-entries.ts';
import { anonymousHost, guestNames, hostedEvent, listGuests, nonOwners } from '../../test/hosts.ts';
import { startedForFile } from '../../test/per-file.ts';
import { guestRow, guestRows } from '../../test/readings.ts';
import { uniqueEmail } from '../../test/unique-email.ts';

/** Manage Guests' list (filters, search, duplicates, send counts), and who may open it. */
const running = startedForFile(startTestApp);
const db = () => running.database.handle.db;

/** The event's invitations as stored, oldest first. */
const storedGuests = (eventId: string) => guestRows(db(), eventId);

describe('guests.list', () => {
  it('filters by status, counts each filter over every guest, and keeps the order guests were added', async () => {
    const { host, event } = await hostedEvent(db(), running.url);
    for (const [name, status] of [
      ['Pia', 'pending'],
      ['Uma', 'unsent'],
      ['Sam', 'sent'],
      ['Vic', 'viewed'],
      ['Ada', 'accepted'],
      ['Dan', 'declined'],
      ['Rex', 'removed'],
      ['Sue', 'sent'],
      ['Meg', 'maybe'],
    ] as const)
      await insertGuest(db(), event.id, {
        recipientName: name,
        email: `${name.toLowerCase()}@${event.id}.test`,
        status,
      });

    const counts = {
      all: 8,
      notSent: 2,
      sent: 2,
      viewed: 1,
      responded: 3,
      accepted: 1,
      maybe: 1,
      waitlisted: 0,
      declined: 1,
    };
    const expected: Record<GuestFilter, string[]> = {
      all: ['Pia', 'Uma', 'Sam', 'Vic', 'Ada', 'Dan', 'Sue', 'Meg'],
      notSent: ['Pia', 'Uma'],
      sent: ['Sam', 'Sue'],
      viewed: ['Vic'],
      responded: ['Ada', 'Dan', 'Meg'],
      accepted: ['Ada'],
      maybe: ['Meg'],
      waitlisted: [],
      declined: ['Dan'],
    };
    for (const filter of Object.keys(expected) as GuestFilter[]) {
      const view = await listGuests(host, event.id, filter);
      expect(guestNames(view), filter).toEqual(expected[filter]);
      expect(view.filterCounts).toEqual(counts);
    }
    // The default filter is 'all'; the search narrows the entries, never the counts.
    const searched = await host.browser.client.guests.list.query({
      eventId: event.id,
      search: 'SAM',
    });
    expect(guestNames(searched)).toEqual(['Sam']);
    expect(searched.filterCounts).toEqual(counts);
  });

  it('searches name, e-mail and phone, case-insensitively; a phone also by its digits alone', async () => {
    const { host, event } = await hostedEvent(db(), running.url);
    await insertGuest(db(), event.id, {
      recipientName: 'Ana Lima',
      email: 'ana.lima@lima-family.org',
      phone: null,
      status: 'sent',
    });
    await insertGuest(db(), event.id, {
      recipientName: 'Ben Costa',
      email: null,
      phone: '+1 (555) 010-0100',
      status: 'accepted',
    });
    await insertGuest(db(), event.id, {
      recipientName: 'Cleo Park',
      email: 'cleo@example.com',
      phone: '0044 20 7946 0958',
      status: 'pending',
    });
    const found = async (search: string, filter: GuestFilter = 'all') =>
      guestNames(await listGuests(host, event.id, filter, search));

    expect(await found('LIMA')).toEqual(['Ana Lima']);
    expect(await found('costa')).toEqual(['Ben Costa']);
    expect(await found('LIMA-FAMILY.ORG')).toEqual(['Ana Lima']);
    expect(await found('example.com')).toEqual(['Cleo Park']);
    // The phone as written, part of it with its separators, or only its digits.
    expect(await found('(555) 010')).toEqual(['Ben Costa']);
    expect(await found('5550100100')).toEqual(['Ben Costa']);
    expect(await found('555.010.0100')).toEqual(['Ben Costa']);
    expect(await found('20 7946')).toEqual(['Cleo Park']);
    expect(await found('2079460958')).toEqual(['Cleo Park']);
    // A word with a digit in it is not a phone number: it matches text only.
    expect(await found('ana 5')).toEqual([]);
    expect(await found('  park  ')).toEqual(['Cleo Park']);
    expect(await found('nobody')).toEqual([]);
    // Search and filter together.
    expect(await found('a', 'responded')).toEqual(['Ben Costa']);
    expect(await found('lima', 'responded')).toEqual([]);
  });

  it('lists duplicates once: the highest status stands for them, with the others’ ids and names', async () => {
    const { host, event } = await hostedEvent(db(), running.url);
    const shared = uniqueEmail('ana');
    const ana = await insertGuest(db(), event.id, {
      recipientName: 'Ana Lima',
      email: shared,
      status: 'sent',
    });
    const carl = await insertGuest(db(), event.id, { recipientName: 'Carl', status: 'viewed' });
    const ben = await insertGuest(db(), event.id, { recipientName: 'Ben Costa', status: 'viewed' });
    const respondedAt = new Date('2026-03-01T10:00:00.000Z');
    const anaAgain = await insertGuest(db(), event.id, {
      recipientName: 'Ana L.',
      email: shared.toUpperCase(),
      status: 'accepted',
      peopleCount: 3,
      viewState: 'completed',
      sentAt: new Date('2026-02-01T10:00:00.000Z'),
      openedAt: new Date('2026-02-02T10:00:00.000Z'),
      watchedAt: new Date('2026-02-03T10:00:00.000Z'),
      respondedAt,
      deliveryStatus: 'sent',
    });
    const benAgain = await insertGuest(db(), event.id, {
      recipientName: '  ben costa ',
      status: 'pending',
      deliveryStatus: 'failed',
      deliveryError: 'Mailbox full',
    });

    const view = await listGuests(host, event.id);
    expect(view.entries).toEqual([
      listEntry({
        id: anaAgain.id,
        name: 'Ana L.',
        email: shared.toUpperCase(),
        delivery: { state: 'sent', error: null },
        journey: {
          sentAt: '2026-02-01T10:00:00.000Z',
          openedAt: '2026-02-02T10:00:00.000Z',
          watchedAt: '2026-02-03T10:00:00.000Z',
          respondedAt: respondedAt.toISOString(),
        },
        invitationIds: [anaAgain.id, ana.id],
        mergedNames: ['Ana Lima'],
        uniqueCode: anaAgain.uniqueCode,
      }),
      expect.objectContaining({
        id: carl.id,
        status: 'viewed',
        delivery: null,
        journey: { sentAt: null, openedAt: null, watchedAt: null, respondedAt: null },
        invitationIds: [carl.id],
        mergedNames: [],
      }),
      expect.objectContaining({
        id: ben.id,
        name: 'Ben Costa',
        status: 'viewed',
        delivery: null,
        invitationIds: [ben.id, benAgain.id],
        mergedNames: ['  ben costa '],
      }),
    ]);
    expect(view.filterCounts).toMatchObject({ all: 3, notSent: 0, viewed: 2, accepted: 1 });
    // A merged name finds its guest too: the list shows it.
    expect(guestNames(await listGuests(host, event.id, 'all', 'ana lima'))).toEqual(['Ana L.']);

    // The losing entry's failure is its own; the winner's is what the list shows.
    await db()
      .update(invitations)
      .set({ status: 'sent', deliveryStatus: 'failed', deliveryError: 'Mailbox full' })
      .where(eq(invitations.id, carl.id));
    const failed = (await listGuests(host, event.id, 'sent')).entries[0];
    expect(failed?.delivery).toEqual({ state: 'failed', error: 'Mailbox full' });
  });

  it('tells how many e-mails each send would queue now, as guests.send then does', async () => {
    const { host, event } = await hostedEvent(db(), running.url);
    const email = uniqueEmail('reach');
    await insertGuest(db(), event.id, { email, status: 'pending' });
    await insertGuest(db(), event.id, { status: 'unsent', deliveryStatus: 'queued' });
    await insertGuest(db(), event.id, { status: 'sent' });
    await insertGuest(db(), event.id, { status: 'viewed' });
    await insertGuest(db(), event.id, { status: 'accepted' });
    await insertGuest(db(), event.id, { status: 'declined' });
    await insertGuest(db(), event.id, { status: 'pending', email: null, phone: '555 0100' });
    await insertGuest(db(), event.id, { status: 'pending', email: '   ' });
    await insertGuest(db(), event.id, { status: 'removed' });
    // A duplicate is listed once but has an invitation, and an e-mail, of its own.
    await insertGuest(db(), event.id, { email, status: 'unsent' });

    // One e-mail per de-duplicated guest with an address; 'all' leaves out who answered
    // (docs/decisions/031), 'new' the guest already on its way.
    const { reach } = await listGuests(host, event.id);
    expect(reach).toEqual({ all: 4, new: 1, poke: 4 });
    const send = (type: 'all' | 'new' | 'poke') =>
      host.browser.client.guests.send.mutate({ eventId: event.id, type });
    for (const type of ['new', 'poke', 'all'] as const) {
      const before = (await listGuests(host, event.id)).reach[type];
      expect((await send(type)).queued).toBe(before);
      expect((await listGuests(host, event.id)).reach[type]).toBe(0);
    }
  });
});

describe('Manage Guests is for the event’s registered owner only', () => {
  it('is NOT_FOUND for another host, an anonymous session and a visitor, as for no event', async () => {
    const { event } = await hostedEvent(db(), running.url);
    const guest = await insertGuest(db(), event.id);
    for (const caller of await nonOwners(db(), running.url)) {
      for (const eventId of [event.id, crypto.randomUUID(), 'not-a-uuid']) {
        const calls = [
          () => caller.guests.list.query({ eventId }),
          () => caller.guests.remove.mutate({ eventId, invitationIds: [guest.id] }),
          () =>
            caller.guests.add.mutate({
              eventId,
              recipients: [{ name: 'Intruder', email: uniqueEmail('intruder') }],
            }),
        ];
        for (const call of calls) {
          const error = await failure(call());
          expect(error.data?.code).toBe('NOT_FOUND');
          expect(error.message).toBe(messages.eventDetail.notFound);
        }
      }
    }
    expect(await storedGuests(event.id)).toEqual([guest]);
  });

  it('is NOT_FOUND for an anonymous host’s own event: hosts register before managing guests', async () => {
    const anonymous = await anonymousHost(running.url);
    const event = await insertEvent(db(), anonymous.id, { title: 'Anonymous party' });
    const guest = await insertGuest(db(), event.id);
    const error = await failure(anonymous.client.guests.list.query({ eventId: event.id }));
    expect(error.data?.code).toBe('NOT_FOUND');
    const removal = await failure(
      anonymous.client.guests.remove.mutate({ eventId: event.id, invitationIds: [guest.id] }),
    );
    expect(removal.data?.code).toBe('NOT_FOUND');
    expect((await guestRow(db(), guest.id)).status).toBe(guest.status);
  });
});
