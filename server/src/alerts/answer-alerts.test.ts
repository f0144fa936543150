import { sqlRows } from '@partyreel/db/queryable';
import { outbox } from '@partyreel/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp, TEST_COOKIE_SECRET } from '../../test/app.ts';
import { insertGuest } from '../../test/factories.ts';
import { hostedEvent } from '../../test/hosts.ts';
import { startedForFile } from '../../test/per-file.ts';
import { answerThroughLink, visitorBrowser } from '../../test/visitors.ts';
import { createMailer } from '../mail/mailer.ts';
import { createOutboxTransport } from '../mail/outbox-transport.ts';
import { suppress } from '../mail/suppressions.ts';
import { unsubscribeLinks } from '../mail/unsubscribe-links.ts';
import { type AnswerAlertJob, nextDigestAt } from './alert-queue.ts';
import { deliverAnswerAlert } from './deliver-alerts.ts';

/** The host's e-mails about their guests' answers (docs/decisions/063), through the real app. */
const running = startedForFile(startTestApp);
const db = () => running.database.handle.db;

const party = { title: 'Pool party', timeZone: 'America/New_York' };

/** The alerts the outbox holds for an event once `count` have gone, oldest first. */
async function alerts(eventId: string, count: number) {
  const read = () =>
    db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.eventId, eventId), eq(outbox.kind, 'answer-alert')))
      .orderBy(outbox.createdAt);
  await expect.poll(async () => (await read()).length, { timeout: 20_000 }).toBe(count);
  return read();
}

/** The alert jobs waiting for the event, with when each may start. */
async function waitingAlerts(eventId: string) {
  return sqlRows<{ id: string; data: AnswerAlertJob; startAfter: Date }>(
    await db().execute(sql`
      select id, data, start_after as "startAfter" from pgboss.job
      where name = 'answer-alert' and singleton_key like ${`${eventId}:%`} and state = 'created'`),
  );
}

/** The event's waiting alert goes now, as its worker would send it when its time comes. */
async function sendWaitingAlert(eventId: string) {
  const [job] = await waitingAlerts(eventId);
  if (!job) throw new Error('no alert waits');
  const deps = {
    db: db(),
    mailer: createMailer({
      db: db(),
      transport: createOutboxTransport(),
      from: 'PartyReel <hello@partyreel.test>',
      log: running.app.log,
    }),
    log: running.app.log,
    unsubscribe: unsubscribeLinks(TEST_COOKIE_SECRET),
  };
  return deliverAnswerAlert(deps, { id: job.id, data: job.data });
}

async function partyWithGuests(values: Parameters<typeof hostedEvent>[2] = {}) {
  const hosted = await hostedEvent(db(), running.url, { ...party, ...values });
  const guest = async (name: string) => {
    const row = await insertGuest(db(), hosted.event.id, { recipientName: name, status: 'sent' });
    return (response: 'accepted' | 'maybe' | 'declined', peopleCount: number, note?: string) =>
      visitorBrowser(running.url).client.invite.respond.mutate({
        code: row.uniqueCode,
        invitationId: row.id,
        response,
        peopleCount,
        note,
      });
  };
  return { ...hosted, guest };
}

describe('answer alerts to the host', () => {
  it('tell the host of the first answer at once: who, what, how many, the note and the totals', async () => {
    const { host, event, guest } = await partyWithGuests();
    const ana = await guest('Ana Lima');
    await ana('accepted', 3, 'Allergic to nuts');
    const [mail] = await alerts(event.id, 1);
    expect(mail).toMatchObject({
      toAddress: host.account.email,
      subject: 'Ana Lima: Accepted · 3 people — Pool party',
    });
    expect(mail?.text).toContain('“Allergic to nuts”');
    expect(mail?.text).toContain('So far: 1 accepted (3 people), 0 maybe, 0 declined.');
    expect(mail?.text).toContain(`/event/${event.id}`);
    expect(mail?.headers?.['List-Unsubscribe']).toMatch(/\/unsubscribe\//);
  });

  it('batch the answers that follow into one e-mail 15 minutes after the last', async () => {
    const { event, link, guest } = await partyWithGuests();
    const ana = await guest('Ana');
    const ben = await guest('Ben');
    await ana('accepted', 2);
    const [first] = await alerts(event.id, 1);
    await ben('declined', 0);
    await answerThroughLink(visitorBrowser(running.url), link.code, 'maybe', 2, 'If I can', {
      name: 'Zoe',
    });
    const waiting = await waitingAlerts(event.id);
    expect(waiting).toHaveLength(1);
    const gap = new Date(waiting[0]?.startAfter ?? 0).getTime() - (first?.createdAt.getTime() ?? 0);
    // 15 minutes after the first alert was due (a moment before its outbox row was written).
    expect(gap).toBeGreaterThan(14 * 60_000);
    expect(gap).toBeLessThanOrEqual(15 * 60_000);

    expect(await sendWaitingAlert(event.id)).toMatchObject({ status: 'completed' });
    const [, second] = await alerts(event.id, 2);
    expect(second?.subject).toBe('2 new answers: Pool party');
    expect(second?.text).toContain('Zoe (via link): Maybe · 2 people — “If I can”');
    expect(second?.text).toContain('Ben: Declined');
    // Ana was told already.
    expect(second?.text).not.toContain('Ana:');
  });

  it('wait for 9 in the morning, in the event’s zone, as a daily digest', async () => {
    const { host, event, guest } = await partyWithGuests();
    await host.browser.client.events.update.mutate({ eventId: event.id, answerAlerts: 'digest' });
    await (await guest('Ana'))('accepted', 1);
    const [waiting] = await waitingAlerts(event.id);
    expect(new Date(waiting?.startAfter ?? 0).toISOString()).toBe(
      nextDigestAt('America/New_York').toISOString(),
    );
    await sendWaitingAlert(event.id);
    const [mail] = await alerts(event.id, 1);
    expect(mail?.subject).toBe('Ana: Accepted · 1 person — Pool party');
  });

  it('are not sent when the host turned them off or their address left the event’s e-mail', async () => {
    const off = await partyWithGuests({ answerAlerts: 'none' });
    await (await off.guest('Ana'))('accepted', 1);
    expect(await waitingAlerts(off.event.id)).toEqual([]);

    const left = await partyWithGuests();
    await suppress(db(), {
      address: left.host.account.email,
      eventId: left.event.id,
      reason: 'unsubscribed',
    });
    await (await left.guest('Ben'))('accepted', 1);
    // The confirmation to Ben goes; no alert does.
    await expect
      .poll(
        async () =>
          (await db().select().from(outbox).where(eq(outbox.eventId, left.event.id))).map(
            (m) => m.kind,
          ),
        { timeout: 20_000 },
      )
      .toEqual(['confirmation']);
    expect(await alerts(off.event.id, 0)).toEqual([]);
  });
});

describe('nextDigestAt', () => {
  it('is 9:00 in the zone today if still to come, else tomorrow, across a clock change', () => {
    // 13:00 UTC is 9:00 in New York in summer (UTC−4).
    expect(nextDigestAt('America/New_York', new Date('2030-07-04T12:00:00Z')).toISOString()).toBe(
      '2030-07-04T13:00:00.000Z',
    );
    expect(nextDigestAt('America/New_York', new Date('2030-07-04T13:00:00Z')).toISOString()).toBe(
      '2030-07-05T13:00:00.000Z',
    );
    // The night the clocks go back (3 November 2030): 9:00 is then UTC−5.
    expect(nextDigestAt('America/New_York', new Date('2030-11-02T20:00:00Z')).toISOString()).toBe(
      '2030-11-03T14:00:00.000Z',
    );
    expect(nextDigestAt('Not/AZone', new Date('2030-07-04T12:00:00Z')).toISOString()).toBe(
      '2030-07-05T09:00:00.000Z',
    );
  });
});
