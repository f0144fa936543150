import { sqlRows } from '@partyreel/db/queryable';
import { events, invitations, outbox } from '@partyreel/db/schema';
import { reminderTimes } from '@partyreel/shared/events/reminder-schedule';
import { addCalendarDays, calendarDateIn } from '@partyreel/shared/format/zoned-time';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailTo, startTestApp } from '../../test/app.ts';
import { insertGuest } from '../../test/factories.ts';
import { hostedEvent } from '../../test/hosts.ts';
import { type JobQueue, startJobQueue } from '../jobs/job-queue.ts';
import { type ReminderJob, reminderMailQueue, reminderQueue } from './reminder-queues.ts';
import { runReminder } from './run-reminder.ts';

let running: Awaited<ReturnType<typeof startTestApp>>;
/** A second queue client on the same database, as another server instance would be. */
let jobs: JobQueue;
beforeAll(async () => {
  running = await startTestApp();
  jobs = await startJobQueue(running.database.handle, running.app.log, {
    queues: [reminderQueue, reminderMailQueue],
  });
});
afterAll(async () => {
  await jobs.stop();
  await running.close();
});
const db = () => running.database.handle.db;

const ZONE = 'America/New_York';
/** A date `days` from today in the event's zone. */
const inDays = (days: number, zone = ZONE) =>
  addCalendarDays(calendarDateIn(new Date(), zone), days);

interface ScheduledRow {
  fireAt: string;
  kind: string;
  startAfter: Date;
  singletonKey: string;
}

/** The reminder jobs waiting for an event, soonest first. */
async function scheduled(eventId: string): Promise<ScheduledRow[]> {
  return sqlRows<ScheduledRow>(
    await db().execute(sql`
      select data->>'fireAt' as "fireAt", data->>'kind' as "kind", start_after as "startAfter",
             singleton_key as "singletonKey"
        from pgboss.job
       where name = ${reminderQueue.name} and data->>'eventId' = ${eventId} and state = 'created'
       order by start_after, data->>'kind'`),
  ).map((row) => ({ ...row, startAfter: new Date(row.startAfter) }));
}

async function eventRow(eventId: string) {
  const [row] = await db().select().from(events).where(eq(events.id, eventId));
  if (!row) throw new Error('no event');
  return row;
}

/** The job the schedule gives for `kind` of the event as it is now. */
async function dueJob(eventId: string, kind: ReminderJob['kind']): Promise<ReminderJob> {
  const due = reminderTimes(await eventRow(eventId)).find((r) => r.kind === kind);
  if (!due) throw new Error(`no ${kind} reminder`);
  return { eventId, kind, fireAt: due.fireAt.toISOString(), origin: running.url };
}

/** How many reminder e-mail jobs for the guest pg-boss has completed. */
async function completedMailJobs(invitationId: string): Promise<number> {
  const [row] = sqlRows<{ count: number }>(
    await db().execute(sql`
      select count(*)::int as "count" from pgboss.job
       where name = ${reminderMailQueue.name} and data->>'invitationId' = ${invitationId}
         and state = 'completed'`),
  );
  return row?.count ?? 0;
}

async function reminderMails(eventId: string) {
  return db()
    .select()
    .from(outbox)
    .where(and(eq(outbox.eventId, eventId), eq(outbox.kind, 'reminder')));
}

describe('scheduling reminders', () => {
  it('schedules both settings at the instants computed in the event’s zone, and shows the next', async () => {
    const { host, event } = await hostedEvent(db(), running.url, {
      eventDate: inDays(30),
      startTime: '14:00',
      timeZone: ZONE,
    });
    const view = await host.browser.client.events.setReminders.mutate({
      eventId: event.id,
      reminderNoResponse: '1w',
      reminderAll: '1d',
    });
    const expected = reminderTimes(await eventRow(event.id));
    const rows = await scheduled(event.id);
    expect(rows.map((r) => [r.kind, r.startAfter.toISOString(), r.fireAt])).toEqual(
      expected.map((r) => [r.kind, r.fireAt.toISOString(), r.fireAt.toISOString()]),
    );
    expect(rows[0]?.singletonKey).toBe(`${event.id}:no-response:${rows[0]?.fireAt}`);
    expect(view.nextReminderAt).toBe(expected[0]?.fireAt.toISOString());

    // Saving the same settings again adds nothing.
    await host.browser.client.events.setReminders.mutate({
      eventId: event.id,
      reminderNoResponse: '1w',
      reminderAll: '1d',
    });
    expect(await scheduled(event.id)).toHaveLength(2);
  });

  it('keeps the wall-clock time across a DST change between now and the event', async () => {
    // New York springs forward on the second Sunday of March; the party is the Saturday after.
    const year = new Date().getUTCFullYear() + 1;
    const firstOfMarch = new Date(Date.UTC(year, 2, 1)).getUTCDay();
    const secondSunday = 1 + ((7 - firstOfMarch) % 7) + 7;
    const party = `${year}-03-${String(secondSunday + 6).padStart(2, '0')}`;
    const { host, event } = await hostedEvent(db(), running.url, {
      eventDate: party,
      startTime: '14:00',
      timeZone: ZONE,
    });
    await host.browser.client.events.setReminders.mutate({
      eventId: event.id,
      reminderNoResponse: '2w',
      reminderAll: '',
    });
    const [row] = await scheduled(event.id);
    // 14:00 EST two weeks before is 19:00 UTC; the party at 14:00 EDT is 18:00 UTC.
    expect(row?.startAfter.toISOString()).toBe(`${addCalendarDays(party, -14)}T19:00:00.000Z`);
  });

  it('reschedules when the date changes, and the old job then does nothing', async () => {
    const { host, event } = await hostedEvent(db(), running.url, {
      eventDate: inDays(20),
      startTime: '18:30',
      timeZone: 'Asia/Kathmandu',
    });
    await host.browser.client.events.setReminders.mutate({
      eventId: event.id,
      reminderNoResponse: '',
      reminderAll: '3d',
    });
    const before = await dueJob(event.id, 'all');
    const moved = await host.browser.client.events.update.mutate({
      eventId: event.id,
      eventDate: inDays(25, 'Asia/Kathmandu'),
    });
    const after = await dueJob(event.id, 'all');
    expect(after.fireAt).not.toBe(before.fireAt);
    expect((await scheduled(event.id)).map((r) => r.fireAt)).toContain(after.fireAt);
    expect(moved.nextReminderAt).toBe(after.fireAt);

    expect(await runReminder({ db: db(), jobs }, before)).toEqual({ skipped: 'stale' });
  });

  it('does not schedule a reminder whose time has passed, and shows none for a locked event', async () => {
    const { host, event } = await hostedEvent(db(), running.url, {
      eventDate: inDays(2),
      timeZone: ZONE,
    });
    const view = await host.browser.client.events.setReminders.mutate({
      eventId: event.id,
      reminderNoResponse: '2w',
      reminderAll: '',
    });
    expect(await scheduled(event.id)).toEqual([]);
    expect(view.nextReminderAt).toBeNull();

    const locked = await hostedEvent(db(), running.url, {
      eventDate: inDays(30),
      timeZone: ZONE,
      reminderAll: '1d',
      unlockedAt: null,
    });
    const lockedView = await locked.host.browser.client.events.byId.query({
      eventId: locked.event.id,
    });
    expect(lockedView.nextReminderAt).toBeNull();
  });
});

describe('a reminder that is due', () => {
  /** A paid event in `days` days with invited guests in every state. */
  async function partyWithGuests(days: number, settings: Partial<typeof events.$inferInsert>) {
    const { host, event } = await hostedEvent(db(), running.url, {
      title: 'Pool party',
      eventDate: inDays(days),
      startTime: '23:00',
      timeZone: ZONE,
      ...settings,
    });
    const invited = { sentAt: new Date() };
    const guests = {
      waiting: await insertGuest(db(), event.id, {
        ...invited,
        status: 'sent',
        recipientName: 'Ana B',
      }),
      opened: await insertGuest(db(), event.id, { ...invited, status: 'viewed' }),
      coming: await insertGuest(db(), event.id, { ...invited, status: 'accepted' }),
      notComing: await insertGuest(db(), event.id, { ...invited, status: 'declined' }),
      // Answered, and has no place yet: neither reminder is for them (docs/decisions/061).
      onWaitlist: await insertGuest(db(), event.id, { ...invited, status: 'waitlisted' }),
      neverSent: await insertGuest(db(), event.id, { status: 'unsent' }),
      removed: await insertGuest(db(), event.id, { ...invited, status: 'removed' }),
    };
    return { host, event, guests };
  }

  async function mailedGuests(eventId: string, count: number) {
    await expect
      .poll(async () => (await reminderMails(eventId)).length, { timeout: 20_000 })
      .toBe(count);
    return reminderMails(eventId);
  }

  it('no-response: e-mails only invited guests who have not answered, with days left and their link', async () => {
    const { event, guests } = await partyWithGuests(3, { reminderNoResponse: '1w' });
    expect(await runReminder({ db: db(), jobs }, await dueJob(event.id, 'no-response'))).toEqual({
      sent: 2,
    });
    const mails = await mailedGuests(event.id, 2);
    expect(mails.map((m) => m.invitationId).sort()).toEqual(
      [guests.waiting.id, guests.opened.id].sort(),
    );
    const toAna = mails.find((m) => m.invitationId === guests.waiting.id);
    expect(toAna?.subject).toBe('Reminder: can you come to Pool party? Only 3 days left!');
    expect(toAna?.text).toContain('Hi Ana,');
    expect(toAna?.text).toContain('Pool party is in 3 days.');
    expect(toAna?.text).toContain(
      `${running.url}/invite/${guests.waiting.uniqueCode}?id=${guests.waiting.id}`,
    );
    expect((await eventRow(event.id)).reminderNoResponseSentAt).toBeInstanceOf(Date);
  });

  it('no-response: reminds a guest who said Maybe (they have not decided), once', async () => {
    const { event, guests } = await partyWithGuests(3, { reminderNoResponse: '1w' });
    const unsure = await insertGuest(db(), event.id, { sentAt: new Date(), status: 'maybe' });
    const job = await dueJob(event.id, 'no-response');
    expect(await runReminder({ db: db(), jobs }, job)).toEqual({ sent: 3 });
    const mails = await mailedGuests(event.id, 3);
    expect(mails.map((m) => m.invitationId).sort()).toEqual(
      [guests.waiting.id, guests.opened.id, unsure.id].sort(),
    );
    // Still Maybe when the next run comes: no second reminder.
    expect(await runReminder({ db: db(), jobs }, job)).toEqual({ sent: 0 });
  });

  it('all: e-mails every invited guest, answered or not', async () => {
    const { event, guests } = await partyWithGuests(1, { reminderAll: '1d' });
    await runReminder({ db: db(), jobs }, await dueJob(event.id, 'all'));
    const mails = await mailedGuests(event.id, 4);
    expect(mails.map((m) => m.invitationId).sort()).toEqual(
      [guests.waiting.id, guests.opened.id, guests.coming.id, guests.notComing.id].sort(),
    );
    expect(mails[0]?.subject).toBe('Reminder: Pool party is tomorrow');
    expect(mails[0]?.text).toContain('Only 1 day left!');
  });

  it('skips a guest who answered before it went out, and never sends the same reminder twice', async () => {
    const { event, guests } = await partyWithGuests(3, { reminderNoResponse: '1w' });
    await db()
      .update(invitations)
      .set({ status: 'accepted', respondedAt: new Date() })
      .where(eq(invitations.id, guests.opened.id));
    const job = await dueJob(event.id, 'no-response');
    await runReminder({ db: db(), jobs }, job);
    await mailedGuests(event.id, 1);
    // A second run queues nothing for a guest the outbox already holds the reminder for…
    expect(await runReminder({ db: db(), jobs }, job)).toEqual({ sent: 0 });
    // …and an e-mail job for that guest queued all the same (a race) is let through once only by
    // its outbox key.
    await jobs.insert(reminderMailQueue, [
      {
        data: {
          invitationId: guests.waiting.id,
          kind: 'no-response',
          eventDate: event.eventDate ?? '',
          origin: running.url,
        },
      },
    ]);
    await expect.poll(() => completedMailJobs(guests.waiting.id), { timeout: 20_000 }).toBe(2);
    const mails = await reminderMails(event.id);
    expect(mails.map((m) => m.invitationId)).toEqual([guests.waiting.id]);
  });

  it('does nothing for a locked event, a deleted one, changed settings, or after the start', async () => {
    const locked = await partyWithGuests(3, { reminderNoResponse: '1w', unlockedAt: null });
    expect(
      await runReminder({ db: db(), jobs }, await dueJob(locked.event.id, 'no-response')),
    ).toEqual({ skipped: 'locked' });

    const deleted = await partyWithGuests(3, { reminderNoResponse: '1w' });
    const job = await dueJob(deleted.event.id, 'no-response');
    await db().delete(events).where(eq(events.id, deleted.event.id));
    expect(await runReminder({ db: db(), jobs }, job)).toEqual({ skipped: 'event gone' });

    const changed = await partyWithGuests(3, { reminderNoResponse: '1w' });
    const old = await dueJob(changed.event.id, 'no-response');
    await db()
      .update(events)
      .set({ reminderNoResponse: '' })
      .where(eq(events.id, changed.event.id));
    expect(await runReminder({ db: db(), jobs }, old)).toEqual({ skipped: 'stale' });

    const started = await partyWithGuests(0, { reminderAll: '1d', startTime: '00:00' });
    expect(await runReminder({ db: db(), jobs }, await dueJob(started.event.id, 'all'))).toEqual({
      skipped: 'too late',
    });
    for (const party of [locked, deleted, changed, started])
      expect(await reminderMails(party.event.id)).toEqual([]);
  });

  it('reaches each guest once per kind however often the date moves; a guest added later gets it', async () => {
    // The party was tomorrow: the 'one day before' reminder went out. Then the host moves it by a
    // week, then another, then back to tomorrow (docs/decisions/035-reset-and-reminder-limits.md).
    const { host, event, guests } = await partyWithGuests(1, { reminderAll: '1d' });
    expect(await runReminder({ db: db(), jobs }, await dueJob(event.id, 'all'))).toEqual({
      sent: 4,
    });
    await mailedGuests(event.id, 4);
    const ana = guests.waiting.email ?? '';
    const remindersTo = async (email: string) =>
      (await mailTo(running.url, email)).filter((m) => m.kind === 'reminder');
    expect(await remindersTo(ana)).toHaveLength(1);

    let late: Awaited<ReturnType<typeof insertGuest>> | undefined;
    for (const days of [8, 15, 1]) {
      await host.browser.client.events.update.mutate({
        eventId: event.id,
        eventDate: inDays(days),
      });
      if (days === 15)
        late = await insertGuest(db(), event.id, { sentAt: new Date(), status: 'sent' });
      const expected = days === 15 ? 1 : 0;
      expect(await runReminder({ db: db(), jobs }, await dueJob(event.id, 'all'))).toEqual({
        sent: expected,
      });
      // The late guest's reminder is in the outbox before the date moves again (its e-mail job
      // runs on its own; until it has, a second run would queue a job its key then drops).
      if (days === 15) await mailedGuests(event.id, 5);
    }
    // The guest invited after the first reminder got theirs for the new date, nobody a second one.
    const mails = await mailedGuests(event.id, 5);
    expect(new Set(mails.map((m) => m.invitationId)).size).toBe(5);
    expect(mails.map((m) => m.invitationId)).toContain(late?.id);
    expect(await remindersTo(ana)).toHaveLength(1);

    // An e-mail job queued for the new date all the same (as one queued before the move would
    // be, or a race) finds the guest's reminder in the outbox and sends nothing more.
    await jobs.insert(reminderMailQueue, [
      {
        data: {
          invitationId: guests.waiting.id,
          kind: 'all',
          eventDate: inDays(1),
          origin: running.url,
        },
      },
    ]);
    await expect.poll(() => completedMailJobs(guests.waiting.id), { timeout: 20_000 }).toBe(2);
    expect(await remindersTo(ana)).toHaveLength(1);
  });

  it('counts a reminder sent under the older name that ended with the date', async () => {
    const { event, guests } = await partyWithGuests(3, { reminderNoResponse: '1w' });
    await db()
      .insert(outbox)
      .values({
        idempotencyKey: `reminder:no-response:${guests.waiting.id}:${inDays(10)}`,
        kind: 'reminder',
        toAddress: guests.waiting.email ?? '',
        fromAddress: 'PartyReel <hello@partyreel.local>',
        subject: 'Reminder',
        html: '<p>Reminder</p>',
        text: 'Reminder',
        status: 'sent',
        eventId: event.id,
        invitationId: guests.waiting.id,
      });
    expect(await runReminder({ db: db(), jobs }, await dueJob(event.id, 'no-response'))).toEqual({
      sent: 1,
    });
    const mails = await mailedGuests(event.id, 2);
    expect(mails.filter((m) => m.invitationId === guests.waiting.id)).toHaveLength(1);
  });

  it('goes out from the queue when its time comes', async () => {
    const { event, guests } = await partyWithGuests(3, { reminderNoResponse: '1w' });
    await jobs.insert(reminderQueue, [{ data: await dueJob(event.id, 'no-response') }]);
    const mails = await mailedGuests(event.id, 2);
    expect(mails.map((m) => m.invitationId)).toContain(guests.waiting.id);
  }, 40_000);
});
