import { sqlRows } from '@partyreel/db/queryable';
import { events, smsOutbox } from '@partyreel/db/schema';
import { reminderTimes } from '@partyreel/shared/events/reminder-schedule';
import { zoneAtHour } from '@partyreel/shared/format/zone-at-hour';
import { addCalendarDays, calendarDateIn } from '@partyreel/shared/format/zoned-time';
import { messages } from '@partyreel/shared/messages';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/app.ts';
import { insertGuest } from '../../test/factories.ts';
import { hostedEvent, listGuests } from '../../test/hosts.ts';
import { invitationMails, settled } from '../../test/readings.ts';
import { visitorBrowser } from '../../test/visitors.ts';
import { type JobQueue, startJobQueue } from '../jobs/job-queue.ts';
import {
  type ReminderJob,
  reminderMailQueue,
  reminderQueue,
} from '../reminders/reminder-queues.ts';
import { runReminder } from '../reminders/run-reminder.ts';
import { applySmsReply } from './sms-inbound-route.ts';
import { textQueue } from './text-queue.ts';

/**
 * Reminders to guests invited by text go by text (docs/decisions/070), once per kind, and never to
 * a number that replied STOP: the host sees that guest as 'Opted out'.
 */
let running: Awaited<ReturnType<typeof startTestApp>>;
let jobs: JobQueue;
beforeAll(async () => {
  running = await startTestApp({ sms: { devTexts: true } });
  jobs = await startJobQueue(running.database.handle, running.app.log, {
    queues: [reminderQueue, reminderMailQueue, textQueue],
  });
});
afterAll(async () => {
  await jobs.stop();
  await running.close();
});
const db = () => running.database.handle.db;

async function dueJob(eventId: string, kind: ReminderJob['kind']): Promise<ReminderJob> {
  const [event] = await db().select().from(events).where(eq(events.id, eventId));
  const due = event && reminderTimes(event).find((r) => r.kind === kind);
  if (!due) throw new Error(`no ${kind} reminder`);
  return { eventId, kind, fireAt: due.fireAt.toISOString(), origin: running.url };
}

const textsOf = (invitationId: string, kind: string) =>
  db()
    .select()
    .from(smsOutbox)
    .where(and(eq(smsOutbox.invitationId, invitationId), eq(smsOutbox.kind, kind)));

describe('reminders by text', () => {
  it('texts each guest invited by text one reminder, and none whose number replied STOP', async () => {
    const zone = zoneAtHour(12);
    const { host, event } = await hostedEvent(db(), running.url, {
      title: 'Pool party',
      timeZone: zone,
      smsConsentAt: new Date(),
      eventDate: addCalendarDays(calendarDateIn(new Date(), zone), 3),
      startTime: '15:00',
      reminderAll: '1d',
    });
    const dana = await insertGuest(db(), event.id, { email: null, phone: '(415) 555-6001' });
    const eli = await insertGuest(db(), event.id, { email: null, phone: '(415) 555-6002' });
    const fay = await insertGuest(db(), event.id, {});
    const sent = await host.browser.client.guests.send.mutate({ eventId: event.id, type: 'all' });
    expect(sent).toMatchObject({ queued: 3, texted: 2 });
    await settled(db(), [dana.id, eli.id, fay.id]);

    // Eli replies STOP: his host sees it.
    await applySmsReply(db(), { messageSid: 'SM-eli-stop', phone: '+14155556002', body: 'stop' });
    const list = await listGuests(host, event.id);
    const byName = new Map(list.entries.map((entry) => [entry.id, entry]));
    expect(byName.get(eli.id)?.optedOut).toBe(true);
    expect(byName.get(dana.id)?.optedOut).toBe(false);
    const view = await host.browser.client.events.byId.query({ eventId: event.id });
    expect(view.guests.find((g) => g.id === eli.id)?.optedOut).toBe(true);

    const outcome = await runReminder(
      { db: db(), jobs, texting: 'dev' },
      await dueJob(event.id, 'all'),
    );
    // Fay's e-mail, and a text each for Dana and Eli (Eli's goes no further).
    expect(outcome).toEqual({ sent: 3 });
    await expect
      .poll(async () => (await textsOf(dana.id, 'reminder')).map((t) => t.status), {
        timeout: 20_000,
      })
      .toEqual(['sent']);
    const [toDana] = await textsOf(dana.id, 'reminder');
    expect(toDana?.body).toBe(
      `Reminder: Pool party is in 3 days! Your invitation: ${running.url}/invite/${dana.uniqueCode}?id=${dana.id}`,
    );
    await expect
      .poll(async () => (await textsOf(eli.id, 'reminder')).map((t) => [t.status, t.error]), {
        timeout: 20_000,
      })
      .toEqual([['failed', messages.texts.failedOptedOut]]);
    expect((await textsOf(fay.id, 'reminder')).length).toBe(0);

    // The same reminder again (a second instance, a retried job): no second text.
    const again = await runReminder(
      { db: db(), jobs, texting: 'dev' },
      await dueJob(event.id, 'all'),
    );
    expect(again).toEqual({ sent: 0 });
    expect(await textsOf(dana.id, 'reminder')).toHaveLength(1);
  });

  it('sends no reminder text while texting is off', async () => {
    const zone = zoneAtHour(12);
    const { host, event } = await hostedEvent(db(), running.url, {
      timeZone: zone,
      smsConsentAt: new Date(),
      eventDate: addCalendarDays(calendarDateIn(new Date(), zone), 3),
      startTime: '15:00',
      reminderAll: '1d',
    });
    const guest = await insertGuest(db(), event.id, { email: null, phone: '(415) 555-6003' });
    await host.browser.client.guests.send.mutate({ eventId: event.id, type: 'all' });
    await settled(db(), [guest.id]);
    const outcome = await runReminder(
      { db: db(), jobs, texting: 'off' },
      await dueJob(event.id, 'all'),
    );
    expect(outcome).toEqual({ sent: 0 });
    expect(await textsOf(guest.id, 'reminder')).toHaveLength(0);
  });
});

describe('updates by text', () => {
  it('tells each guest invited by text of an update, with their link, and counts them', async () => {
    const zone = zoneAtHour(12);
    const { host, event } = await hostedEvent(db(), running.url, {
      title: 'Garden party',
      timeZone: zone,
      smsConsentAt: new Date(),
    });
    const gus = await insertGuest(db(), event.id, { email: null, phone: '(415) 555-6011' });
    const ivy = await insertGuest(db(), event.id, {});
    await host.browser.client.guests.send.mutate({ eventId: event.id, type: 'all' });
    await settled(db(), [gus.id, ivy.id]);
    // Never texted (added after the send): not told by text.
    const late = await insertGuest(db(), event.id, { email: null, phone: '(415) 555-6012' });

    const update = await host.browser.client.updates.post.mutate({
      eventId: event.id,
      audience: 'all',
      body: 'We moved indoors.',
    });
    expect(update.emailed).toBe(2);
    await expect
      .poll(async () => (await textsOf(gus.id, 'update')).map((t) => t.status), {
        timeout: 20_000,
      })
      .toEqual(['sent']);
    const [toGus] = await textsOf(gus.id, 'update');
    expect(toGus?.body).toContain(
      `posted an update about Garden party. Read it in your invitation: ${running.url}/invite/${gus.uniqueCode}?id=${gus.id}`,
    );
    expect(await textsOf(late.id, 'update')).toHaveLength(0);
  });

  it('refuses an update nobody in its audience can get, by e-mail or text', async () => {
    const { host, event } = await hostedEvent(db(), running.url, { timeZone: zoneAtHour(12) });
    await insertGuest(db(), event.id, { email: null, phone: '(415) 555-6013', status: 'sent' });
    const refused = await host.browser.client.updates.post
      .mutate({ eventId: event.id, audience: 'all', body: 'Hello' })
      .then(
        () => undefined,
        (error: Error) => error.message,
      );
    expect(refused).toBe(messages.updates.noRecipients);
  });
});

describe('confirmations by text', () => {
  /** The texts of `kind` to `invitationId` once `count` of them are sent, oldest first. */
  async function sentTexts(invitationId: string, kind: string, count: number) {
    const read = async () =>
      (await textsOf(invitationId, kind)).filter((text) => text.status === 'sent');
    await expect.poll(async () => (await read()).length, { timeout: 20_000 }).toBe(count);
    return read();
  }

  it('confirms the answer of a guest invited by text by text, as the answer stands', async () => {
    const { host, event } = await hostedEvent(db(), running.url, {
      title: 'Pool party',
      timeZone: zoneAtHour(12),
      smsConsentAt: new Date(),
    });
    const gus = await insertGuest(db(), event.id, { email: null, phone: '(415) 555-6021' });
    await host.browser.client.guests.send.mutate({ eventId: event.id, type: 'all' });
    await settled(db(), [gus.id]);

    await visitorBrowser(running.url).client.invite.respond.mutate({
      code: gus.uniqueCode,
      invitationId: gus.id,
      response: 'accepted',
      peopleCount: 2,
    });
    const [text] = await sentTexts(gus.id, 'confirmation', 1);
    const link = `${running.url}/invite/${gus.uniqueCode}?id=${gus.id}`;
    expect(text).toMatchObject({ toPhone: '+14155556021', eventId: event.id });
    // Not the first text to the number: no STOP notice again.
    expect(text?.body).toBe(messages.texts.confirmation('accepted', 2, 'Pool party', link));
    // No e-mail went: the guest has no address.
    const mails = await invitationMails(db(), event.id);
    expect(mails.filter((mail) => mail.kind === 'confirmation')).toEqual([]);
  });

  it('texts no confirmation to a phone-only guest whose invitation did not go by text', async () => {
    const { event } = await hostedEvent(db(), running.url, { timeZone: zoneAtHour(12) });
    // Reached by hand (the host shared the link): no text of theirs ever went.
    const hal = await insertGuest(db(), event.id, {
      email: null,
      phone: '(415) 555-6022',
      status: 'sent',
    });
    await visitorBrowser(running.url).client.invite.respond.mutate({
      code: hal.uniqueCode,
      invitationId: hal.id,
      response: 'declined',
      peopleCount: 1,
    });
    // Its confirmation job ran, and found nobody to text.
    const states = async () =>
      sqlRows<{ state: string }>(
        await db().execute(sql`select state from pgboss.job
          where name = 'send-confirmation' and singleton_key = ${`invitation:${hal.id}`}`),
      ).map((row) => row.state);
    await expect.poll(states, { timeout: 20_000 }).toEqual(['completed']);
    expect(await textsOf(hal.id, 'confirmation')).toEqual([]);
  });
});
