import { sqlRows } from '@partyreel/db/queryable';
import { messages } from '@partyreel/shared/messages';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/app.ts';
import { insertGuest } from '../../test/factories.ts';
import { hostedEvent } from '../../test/hosts.ts';
import { startedForFile } from '../../test/per-file.ts';
import { guestRow, invitationMails } from '../../test/readings.ts';
import { answerThroughLink, visitorBrowser } from '../../test/visitors.ts';
import { suppress } from '../mail/suppressions.ts';

/** A guest's confirmation of their answer (docs/decisions/062), through the real app and its jobs. */
const running = startedForFile(startTestApp);
const db = () => running.database.handle.db;

/** The confirmations the outbox holds for an event once `count` have gone, oldest first. */
async function confirmations(eventId: string, count: number) {
  const read = async () =>
    (await invitationMails(db(), eventId)).filter((mail) => mail.kind === 'confirmation');
  await expect.poll(async () => (await read()).length, { timeout: 20_000 }).toBe(count);
  return read();
}

/** The confirmation jobs waiting for `key` ('invitation:{id}'), with when each may start. */
async function waitingConfirmations(key: string) {
  return sqlRows<{ startAfter: Date }>(
    await db().execute(sql`
      select start_after as "startAfter" from pgboss.job
      where name = 'send-confirmation' and singleton_key = ${key} and state = 'created'`),
  );
}

const party = {
  title: 'Pool party',
  location: 'The lido',
  eventDate: '2030-07-04',
  startTime: '18:30:00',
  endTime: '21:00:00',
  timeZone: 'America/New_York',
};

describe('a confirmation of the guest’s answer', () => {
  it('goes to a personal guest with the details, a calendar file and a link to change the answer', async () => {
    const { event } = await hostedEvent(db(), running.url, party);
    const ana = await insertGuest(db(), event.id, { recipientName: 'Ana Lima', status: 'sent' });
    await visitorBrowser(running.url).client.invite.respond.mutate({
      code: ana.uniqueCode,
      invitationId: ana.id,
      response: 'accepted',
      peopleCount: 3,
      note: 'Bringing cake',
    });
    const [mail] = await confirmations(event.id, 1);
    expect(mail).toMatchObject({
      toAddress: ana.email,
      invitationId: ana.id,
      subject: 'You’re coming to Pool party',
    });
    expect(mail?.text).toContain('Hi Ana,');
    expect(mail?.text).toContain('Accepted · 3 people');
    expect(mail?.text).toContain('Bringing cake');
    expect(mail?.text).toContain(`/invite/${ana.uniqueCode}?id=${ana.id}`);
    expect(mail?.headers?.['List-Unsubscribe']).toMatch(/\/unsubscribe\//);
    const [file] = mail?.attachments ?? [];
    expect(file?.filename).toBe('pool-party.ics');
    const ics = Buffer.from(file?.content ?? '', 'base64').toString();
    // 18:30 on 4 July in New York is 22:30 UTC.
    expect(ics).toContain('DTSTART:20300704T223000Z');
    expect(ics).toContain('SUMMARY:Pool party');
  });

  it('sends an updated one for a changed answer an hour after the last, however often it changes', async () => {
    const { event } = await hostedEvent(db(), running.url, party);
    const ben = await insertGuest(db(), event.id, { status: 'sent' });
    const answer = (response: 'accepted' | 'maybe' | 'declined', peopleCount: number) =>
      visitorBrowser(running.url).client.invite.respond.mutate({
        code: ben.uniqueCode,
        invitationId: ben.id,
        response,
        peopleCount,
      });
    await answer('accepted', 2);
    await confirmations(event.id, 1);
    const sentAt = (await guestRow(db(), ben.id)).confirmationDueAt;
    await answer('maybe', 2);
    await answer('declined', 0);
    // One confirmation waits, an hour after the first went.
    const waiting = await waitingConfirmations(`invitation:${ben.id}`);
    expect(waiting).toHaveLength(1);
    expect(new Date(waiting[0]?.startAfter ?? 0).getTime()).toBe(
      (sentAt?.getTime() ?? 0) + 60 * 60 * 1000,
    );
    expect(await confirmations(event.id, 1)).toHaveLength(1);
  });

  it('goes to a share-link guest who gave an e-mail, and to no one who gave none', async () => {
    const { event, link } = await hostedEvent(db(), running.url, party);
    const zoeEmail = `zoe-${event.id}@example.com`;
    await answerThroughLink(visitorBrowser(running.url), link.code, 'maybe', 2, undefined, {
      name: 'Zoe',
      email: zoeEmail,
    });
    await answerThroughLink(visitorBrowser(running.url), link.code, 'accepted', 1, undefined, {
      name: 'Yuri',
    });
    const [mail] = await confirmations(event.id, 1);
    expect(mail).toMatchObject({ toAddress: zoeEmail, subject: 'You said maybe to Pool party' });
    expect(mail?.text).toContain(`/invite/${link.code}`);
    expect(mail?.attachments).toHaveLength(1);
  });

  it('tells a guest on the waitlist where they stand, with no calendar file', async () => {
    const { host, event } = await hostedEvent(db(), running.url, party);
    await host.browser.client.events.update.mutate({ eventId: event.id, capacity: 2 });
    const cy = await insertGuest(db(), event.id, { status: 'sent' });
    await visitorBrowser(running.url).client.invite.respond.mutate({
      code: cy.uniqueCode,
      invitationId: cy.id,
      response: 'accepted',
      peopleCount: 3,
    });
    const [mail] = await confirmations(event.id, 1);
    expect(mail?.subject).toBe('You’re on the waitlist for Pool party');
    expect(mail?.text).toContain(messages.guest.waitlisted);
    expect(mail?.attachments ?? []).toEqual([]);
  });

  it('does not go to an address that left the event’s e-mails', async () => {
    const { event, link } = await hostedEvent(db(), running.url, party);
    const dee = await insertGuest(db(), event.id, { status: 'sent' });
    await suppress(db(), { address: dee.email ?? '', eventId: event.id, reason: 'unsubscribed' });
    await visitorBrowser(running.url).client.invite.respond.mutate({
      code: dee.uniqueCode,
      invitationId: dee.id,
      response: 'accepted',
      peopleCount: 1,
    });
    // A later answer's confirmation goes: the one before it was skipped, not waiting.
    await answerThroughLink(visitorBrowser(running.url), link.code, 'maybe', 1, undefined, {
      name: 'Eli',
      email: `eli-${event.id}@example.com`,
    });
    const mails = await confirmations(event.id, 1);
    expect(mails.map((m) => m.toAddress)).toEqual([`eli-${event.id}@example.com`]);
  });
});
