import { randomUUID } from 'node:crypto';
import { sqlRows } from '@partyreel/db/queryable';
import { events, invitations } from '@partyreel/db/schema';
import { reminderTimes } from '@partyreel/shared/events/reminder-schedule';
import { addCalendarDays, calendarDateIn } from '@partyreel/shared/format/zoned-time';
import { messages } from '@partyreel/shared/messages';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, startTestApp, TEST_COOKIE_SECRET } from '../../test/app.ts';
import { insertGuest } from '../../test/factories.ts';
import { hostedEvent } from '../../test/hosts.ts';
import { invitationMails, settled } from '../../test/readings.ts';
import { invitationQueue } from '../guests/invitation-queue.ts';
import { type JobQueue, startJobQueue } from '../jobs/job-queue.ts';
import { suppress } from '../mail/suppressions.ts';
import { unsubscribeLinks } from '../mail/unsubscribe-links.ts';
import { reminderMailQueue, reminderQueue } from '../reminders/reminder-queues.ts';
import { runReminder } from '../reminders/run-reminder.ts';
import { parsePage, suppressionsOf, unsubscribeLinkOf } from './unsubscribe-fixtures.ts';

const text = messages.unsubscribe;

let running: Awaited<ReturnType<typeof startTestApp>>;
/** Another queue client on the same database, as another server instance would be. */
let jobs: JobQueue;
beforeAll(async () => {
  running = await startTestApp();
  jobs = await startJobQueue(running.database.handle, running.app.log, {
    queues: [invitationQueue, reminderQueue, reminderMailQueue],
  });
});
afterAll(async () => {
  await jobs.stop();
  await running.close();
});
const db = () => running.database.handle.db;

/** A guest invited by e-mail through guests.send, and the unsubscribe link of that e-mail. */
async function invitedGuest(values: Parameters<typeof hostedEvent>[2] = {}, email?: string) {
  const { host, event } = await hostedEvent(db(), running.url, { title: 'Ada turns 7', ...values });
  const guest = await insertGuest(db(), event.id, {
    recipientName: 'Ana Lima',
    ...(email ? { email } : {}),
  });
  const { invitationIds } = await host.browser.client.guests.send.mutate({
    eventId: event.id,
    type: 'all',
  });
  await settled(db(), invitationIds);
  const [mail] = await invitationMails(db(), event.id);
  return { host, event, guest, email: guest.email ?? '', mail, link: unsubscribeLinkOf(mail) };
}

/** A mail client's one-click POST (RFC 8058): form-encoded, no cookie, no Origin. */
function oneClick(path: string, headers: Record<string, string> = {}) {
  return running.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: 'List-Unsubscribe=One-Click',
  });
}

/** A button of the page pressed: its form posted from the app's own page. */
function choose(path: string, choice: string) {
  return running.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: running.url },
    payload: `choice=${choice}`,
  });
}

/** The state of the guest's reminder e-mail job. */
async function reminderJobState(invitationId: string) {
  const [row] = sqlRows<{ state: string }>(
    await db().execute(sql`select state from pgboss.job
      where name = ${reminderMailQueue.name} and data->>'invitationId' = ${invitationId}`),
  );
  return row?.state;
}

const open = (path: string) => running.app.inject({ method: 'GET', url: path });

/** What the host's two views say of the guest's unsubscribe. */
async function hostSees(
  host: Awaited<ReturnType<typeof invitedGuest>>['host'],
  eventId: string,
  invitationId: string,
) {
  const view = await host.browser.client.events.byId.query({ eventId });
  const list = await host.browser.client.guests.list.query({ eventId });
  return {
    byId: view.guests.find((g) => g.id === invitationId)?.unsubscribed,
    list: list.entries.find((e) => e.id === invitationId)?.unsubscribed,
  };
}

/** The guest queued by a send (as guests.send leaves it) and its job, worked by the app. */
async function deliverAgain(invitationId: string) {
  const sendId = randomUUID();
  await db()
    .update(invitations)
    .set({ deliveryStatus: 'queued', deliverySendId: sendId })
    .where(eq(invitations.id, invitationId));
  await jobs.insert(invitationQueue, [
    { data: { sendId, invitationId, origin: running.url, personalMessage: null } },
  ]);
  const [row] = await settled(db(), [invitationId]);
  return { sendId, row };
}

describe('every guest e-mail lets its recipient unsubscribe', () => {
  it('an invitation carries List-Unsubscribe with its one-click POST and a visible link, kept in the outbox', async () => {
    const { guest, mail, link } = await invitedGuest();
    expect(link.url).toMatch(new RegExp(`^${running.url}/unsubscribe/[\\w-]+\\.[\\w-]{22}$`));
    expect(mail?.headers).toEqual({
      'List-Unsubscribe': `<${link.url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail?.text).toContain(`Unsubscribe ${link.url}`);
    expect(mail?.html).toContain(`href="${link.url}"`);
    // Not the guest's code: the link cannot be used to answer as them.
    expect(link.url).not.toContain(guest.uniqueCode);

    // The dev mailbox shows the headers the message went with.
    const res = await fetch(
      `${running.url}/api/dev/mail?to=${encodeURIComponent(guest.email ?? '')}`,
    );
    const { messages: inbox } = (await res.json()) as {
      messages: { headers: Record<string, string> | null }[];
    };
    expect(inbox[0]?.headers).toEqual(mail?.headers);
  });

  it('a reminder carries them too, and an address that unsubscribed gets none', async () => {
    const zone = 'America/New_York';
    const { event, guest, email, link } = await invitedGuest({
      eventDate: addCalendarDays(calendarDateIn(new Date(), zone), 3),
      startTime: '23:00',
      timeZone: zone,
      reminderAll: '1w',
    });
    const other = await insertGuest(db(), event.id, { status: 'sent', sentAt: new Date() });
    expect((await oneClick(link.path)).statusCode).toBe(200);

    const [row] = await db().select().from(events).where(eq(events.id, event.id));
    const due = row && reminderTimes(row).find((r) => r.kind === 'all');
    if (!due) throw new Error('no reminder due');
    const job = { eventId: event.id, kind: 'all' as const, fireAt: due.fireAt.toISOString() };
    expect(await runReminder({ db: db(), jobs }, { ...job, origin: running.url })).toEqual({
      sent: 2,
    });
    const reminders = async () =>
      (await invitationMails(db(), event.id)).filter((m) => m.kind === 'reminder');
    await expect.poll(async () => (await reminders()).length, { timeout: 20_000 }).toBe(1);
    const [reminder] = await reminders();
    expect(reminder?.toAddress).toBe(other.email);
    const otherLink = unsubscribeLinkOf(reminder);
    expect(otherLink.url).not.toBe(link.url);
    expect(reminder?.text).toContain(`Unsubscribe ${otherLink.url}`);
    expect(reminder?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    // The unsubscribed guest's reminder job ran, and sent nothing.
    await expect.poll(() => reminderJobState(guest.id), { timeout: 20_000 }).toBe('completed');
    expect((await reminders()).map((m) => m.toAddress)).toEqual([other.email]);
    expect(email).not.toBe(other.email);
  });
});

describe('POST /unsubscribe/{token}: one click', () => {
  it('stops the event’s mail to the address at once, with no cookie, no Origin and no session', async () => {
    const { event, email, link } = await invitedGuest({}, 'Ana.Lima@Example.COM');
    expect(await suppressionsOf(db(), email)).toEqual([]);

    const res = await oneClick(link.path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(await suppressionsOf(db(), email)).toEqual([
      { eventId: event.id, reason: 'unsubscribed' },
    ]);
    expect(parsePage(res.body).heading()).toBe(text.eventOff('Ada turns 7'));

    // A second click (a mail client retrying) changes nothing more.
    expect((await oneClick(link.path)).statusCode).toBe(200);
    expect(await suppressionsOf(db(), email)).toHaveLength(1);
  });

  it('takes a mail client’s POST from its own origin, or multipart, though the app refuses other writes from there', async () => {
    const { event, email, link } = await invitedGuest();
    const elsewhere = { origin: 'https://mail.example.net' };
    expect((await oneClick(link.path, elsewhere)).statusCode).toBe(200);
    const boundary = 'x-one-click';
    const multipart = await running.app.inject({
      method: 'POST',
      url: link.path,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...elsewhere },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(multipart.statusCode).toBe(200);
    expect(await suppressionsOf(db(), email)).toEqual([
      { eventId: event.id, reason: 'unsubscribed' },
    ]);
    // The exemption is this route's alone: a tRPC write from that origin is still refused.
    const write = await running.app.inject({
      method: 'POST',
      url: '/trpc/auth.signInAnonymously',
      headers: { 'content-type': 'application/json', ...elsewhere },
      payload: '{}',
    });
    expect(write.statusCode).toBe(403);
  });

  it('shows the event’s host Unsubscribed, and a host whose event the address did not leave nothing', async () => {
    const { host, event, guest, email, link } = await invitedGuest();
    const elsewhere = await hostedEvent(db(), running.url);
    const sameAddress = await insertGuest(db(), elsewhere.event.id, { email: email.toUpperCase() });
    expect(await hostSees(host, event.id, guest.id)).toEqual({ byId: false, list: false });

    await oneClick(link.path);
    expect(await hostSees(host, event.id, guest.id)).toEqual({ byId: true, list: true });
    expect(await hostSees(elsewhere.host, elsewhere.event.id, sameAddress.id)).toEqual({
      byId: false,
      list: false,
    });
  });

  it('makes a later e-mail skip the address when it goes out, and the host reads why', async () => {
    const { host, event, guest, email, link } = await invitedGuest();
    await oneClick(link.path);
    const before = (await invitationMails(db(), event.id)).length;

    const { row } = await deliverAgain(guest.id);
    expect(row).toMatchObject({
      deliveryStatus: 'failed',
      deliveryError: messages.send.guestUnsubscribed,
    });
    expect(await invitationMails(db(), event.id)).toHaveLength(before);
    const view = await host.browser.client.events.byId.query({ eventId: event.id });
    expect(view.guests.find((g) => g.id === guest.id)).toMatchObject({
      email,
      unsubscribed: true,
      delivery: { state: 'failed' },
    });
  });

  it('with the all-mail choice, stops every host’s mail to the address, and every host sees Unsubscribed', async () => {
    const { host, event, guest, email, link } = await invitedGuest();
    const elsewhere = await hostedEvent(db(), running.url);
    const sameAddress = await insertGuest(db(), elsewhere.event.id, { email });

    const res = await choose(link.path, 'all');
    expect(res.statusCode).toBe(200);
    expect(parsePage(res.body).heading()).toBe(text.allOff);
    expect(await suppressionsOf(db(), email)).toEqual([{ eventId: null, reason: 'unsubscribed' }]);
    expect(await hostSees(host, event.id, guest.id)).toEqual({ byId: true, list: true });
    expect(await hostSees(elsewhere.host, elsewhere.event.id, sameAddress.id)).toEqual({
      byId: true,
      list: true,
    });

    const { row } = await deliverAgain(sameAddress.id);
    expect(row).toMatchObject({
      deliveryStatus: 'failed',
      deliveryError: messages.send.guestUnsubscribed,
    });
    expect(await invitationMails(db(), elsewhere.event.id)).toEqual([]);
  });

  it('undoes either choice from the page’s buttons', async () => {
    const { host, event, guest, email, link } = await invitedGuest();
    await oneClick(link.path);
    await choose(link.path, 'all');
    expect(await suppressionsOf(db(), email)).toHaveLength(2);

    const allBack = parsePage((await choose(link.path, 'resubscribe-all')).body);
    expect(allBack.text()).toContain(text.resubscribedAll);
    // Still off this event's mail: that was a choice of its own.
    expect(allBack.heading()).toBe(text.eventOff('Ada turns 7'));
    const eventBack = parsePage((await choose(link.path, 'resubscribe-event')).body);
    expect(eventBack.text()).toContain(text.resubscribedEvent('Ada turns 7'));
    expect(eventBack.heading()).toBe(text.askEvent('Ada turns 7'));
    expect(await suppressionsOf(db(), email)).toEqual([]);
    expect(await hostSees(host, event.id, guest.id)).toEqual({ byId: false, list: false });
  });

  it('never undoes a bounce or a complaint, and the host reads only that the address takes no mail', async () => {
    const { host, event, guest, email, link } = await invitedGuest();
    await suppress(db(), { address: email, eventId: null, reason: 'complained' });
    const page = parsePage((await choose(link.path, 'resubscribe-all')).body);
    expect(page.heading()).toBe(text.blocked);
    expect(page.buttons()).toEqual([]);
    expect(await suppressionsOf(db(), email)).toEqual([{ eventId: null, reason: 'complained' }]);

    const { row } = await deliverAgain(guest.id);
    expect(row?.deliveryError).toBe(messages.send.addressSuppressed);
    // Not 'Unsubscribed': that would be a reason the host has no business knowing.
    expect(await hostSees(host, event.id, guest.id)).toEqual({ byId: false, list: false });
  });
});

describe('GET /unsubscribe/{token}: the page', () => {
  it('changes nothing by itself, and offers each choice as a real button', async () => {
    const { email, link } = await invitedGuest({ title: 'Pool <party>' });
    const res = await open(link.path);
    await open(link.path);
    expect(res.statusCode).toBe(200);
    expect(await suppressionsOf(db(), email)).toEqual([]);

    // No script at all: a scanner that runs a page's scripts cannot click for the recipient.
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['content-security-policy']).not.toContain('script-src');
    expect(res.headers['cache-control']).toBe('no-store');
    const page = parsePage(res.body);
    expect(page.document.documentElement.getAttribute('lang')).toBe('en');
    expect(page.document.querySelector('meta[name="viewport"]')).not.toBeNull();
    expect(page.heading()).toBe(text.askEvent('Pool <party>'));
    expect(res.body).not.toContain('<party>');
    expect(page.text()).toContain(email);
    expect(page.buttons()).toEqual([
      {
        method: 'post',
        action: null,
        choice: 'event',
        type: 'submit',
        label: text.unsubscribeEvent,
      },
      { method: 'post', action: null, choice: 'all', type: 'submit', label: text.unsubscribeAll },
    ]);
  });

  it('says so once unsubscribed, with the all-mail choice and the undo', async () => {
    const { link } = await invitedGuest();
    await oneClick(link.path);
    const page = parsePage((await open(link.path)).body);
    expect(page.heading()).toBe(text.eventOff('Ada turns 7'));
    expect(page.buttons().map((b) => [b.choice, b.label])).toEqual([
      ['all', text.unsubscribeAll],
      ['resubscribe-event', text.resubscribeEvent('Ada turns 7')],
    ]);
  });

  it('answers an unknown, cut or forged link with a clear page, and a POST to it records nothing', async () => {
    const { email, link } = await invitedGuest();
    const [payload = '', signature = ''] = link.path.split('/').pop()?.split('.') ?? [];
    const forged = unsubscribeLinks('another secret of at least thirty-two chars').token({
      address: email,
      eventId: null,
    });
    for (const path of [
      '/unsubscribe/nonsense',
      `/unsubscribe/${payload}`,
      `/unsubscribe/${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`,
      `/unsubscribe/${forged}`,
    ]) {
      const res = await open(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(parsePage(res.body).heading()).toBe(text.notFound);
      expect((await oneClick(path)).statusCode, path).toBe(404);
    }
    expect(await suppressionsOf(db(), email)).toEqual([]);
    // The test app's own key signs the real links.
    expect(unsubscribeLinks(TEST_COOKIE_SECRET).read(link.path.split('/').pop() ?? '')).toEqual({
      address: email,
      eventId: expect.any(String),
    });
  });

  it('for a deleted event, records nothing for it and still offers all mail', async () => {
    const { event, email, link } = await invitedGuest();
    await db().delete(events).where(eq(events.id, event.id));
    const res = await oneClick(link.path);
    expect(res.statusCode).toBe(200);
    const page = parsePage(res.body);
    expect(page.heading()).toBe(text.eventGone);
    expect(page.buttons().map((b) => b.choice)).toEqual(['all']);
    expect(await suppressionsOf(db(), email)).toEqual([]);
  });
});

describe('rate limits', () => {
  it('let a link be used 20 times in ten minutes, then answer 429 with a page', async () => {
    const { link } = await invitedGuest();
    const limited = await startApp(running.database.handle, { rateLimits: true });
    try {
      for (let i = 0; i < 20; i++) {
        const res = await limited.app.inject({ method: i % 2 ? 'GET' : 'POST', url: link.path });
        expect(res.statusCode, `use ${i + 1}`).toBe(200);
      }
      const refused = await limited.app.inject({ method: 'POST', url: link.path });
      expect(refused.statusCode).toBe(429);
      expect(parsePage(refused.body).heading()).toBe(messages.generic.tooManyRequests);
      // Another recipient's link has its own count.
      const other = await invitedGuest();
      expect((await limited.app.inject({ method: 'GET', url: other.link.path })).statusCode).toBe(
        200,
      );
    } finally {
      await limited.close();
    }
  });
});
