import { sqlRows } from '@partyreel/db/queryable';
import { events, smsOptOuts, smsOutbox } from '@partyreel/db/schema';
import { zoneAtHour } from '@partyreel/shared/format/zone-at-hour';
import { messages } from '@partyreel/shared/messages';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/app.ts';
import { insertGuest } from '../../test/factories.ts';
import { failure } from '../../test/failure.ts';
import { hostedEvent, listGuests } from '../../test/hosts.ts';
import { startedForFile } from '../../test/per-file.ts';
import { guestRow, jobStates, settled } from '../../test/readings.ts';
import { SMS_RULES } from './sms-rules.ts';

/**
 * Texting phone-only guests (docs/decisions/070), as development texts (docs/decisions/071): the
 * real adapter against Twilio's stand-in, with the same send, rules and worker as in production.
 */
const running = startedForFile(() => startTestApp({ sms: { devTexts: true } }));
const db = () => running.database.handle.db;

let numbers = 0;
/** A valid US mobile-range number no other test uses, as a host might type it. */
const newNumber = () => `(415) 555-${String(2000 + ++numbers)}`;
const e164 = (typed: string) => `+1${typed.replace(/\D/g, '')}`;

/** A paid event whose clock reads noon (outside the quiet hours), and its host. */
const daytimeEvent = (values: Parameters<typeof hostedEvent>[2] = {}) =>
  hostedEvent(db(), running.url, { timeZone: zoneAtHour(12), ...values });

const textsTo = (phone: string) =>
  db()
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.toPhone, phone))
    .orderBy(asc(smsOutbox.createdAt));

describe('guests.send to phone-only guests', () => {
  it('asks for consent once, then texts each guest their own link', async () => {
    const { host, event } = await daytimeEvent({ title: 'Ada turns 7' });
    const phone = newNumber();
    const dana = await insertGuest(db(), event.id, {
      recipientName: 'Dana Reyes',
      email: null,
      phone,
    });
    const send = (extra: { textConsent?: boolean } = {}) =>
      host.browser.client.guests.send.mutate({ eventId: event.id, type: 'all', ...extra });

    const refused = await failure(send());
    expect(refused.data?.code).toBe('PRECONDITION_FAILED');
    expect(refused.message).toBe(messages.texts.consentNeeded);
    expect(await textsTo(e164(phone))).toEqual([]);
    expect((await guestRow(db(), dana.id)).deliveryStatus).toBeNull();

    const before = Date.now();
    const result = await send({ textConsent: true });
    expect(result).toMatchObject({ queued: 1, texted: 1, invitationIds: [dana.id] });
    const [consented] = await db().select().from(events).where(eq(events.id, event.id));
    expect(consented?.smsConsentAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const [row] = await settled(db(), [dana.id]);
    expect(row).toMatchObject({ status: 'sent', deliveryError: null });
    // Sent, or already Delivered: the stand-in reports delivery a moment after accepting.
    expect(['sent', 'delivered']).toContain(row?.deliveryStatus);
    const [text] = await textsTo(e164(phone));
    expect(text).toMatchObject({ status: 'sent', kind: 'invitation', invitationId: dana.id });
    const link = `${running.url}/invite/${dana.uniqueCode}?id=${dana.id}`;
    expect(text?.body).toContain(`invites you to Ada turns 7: ${link}`);
    // The first text to a number says how to stop.
    expect(text?.body.endsWith(messages.texts.stopNotice)).toBe(true);
    expect(text?.body.length).toBeLessThanOrEqual(160);
  });

  it('does not ask again for the same event, and says STOP only in the first text to a number', async () => {
    const { host, event } = await daytimeEvent({ smsConsentAt: new Date() });
    const phone = newNumber();
    const first = await insertGuest(db(), event.id, { email: null, phone });
    await host.browser.client.guests.send.mutate({ eventId: event.id, type: 'all' });
    await settled(db(), [first.id]);

    const other = await daytimeEvent({ smsConsentAt: new Date() });
    const again = await insertGuest(db(), other.event.id, { email: null, phone });
    await other.host.browser.client.guests.send.mutate({ eventId: other.event.id, type: 'all' });
    await settled(db(), [again.id]);
    const texts = await textsTo(e164(phone));
    expect(texts.map((t) => t.body.endsWith(messages.texts.stopNotice))).toEqual([true, false]);
  });

  it('e-mails a guest who has both, unless the host chooses texts', async () => {
    const { host, event } = await daytimeEvent({ smsConsentAt: new Date() });
    const phone = newNumber();
    const both = await insertGuest(db(), event.id, { phone });
    const byMail = await host.browser.client.guests.send.mutate({
      eventId: event.id,
      type: 'resend',
      invitationIds: [both.id],
    });
    expect(byMail).toMatchObject({ queued: 1, texted: 0 });
    await settled(db(), [both.id]);

    const later = await daytimeEvent({ smsConsentAt: new Date() });
    const guest = await insertGuest(db(), later.event.id, { phone });
    const byText = await later.host.browser.client.guests.send.mutate({
      eventId: later.event.id,
      type: 'all',
      preferText: true,
    });
    expect(byText).toMatchObject({ queued: 1, texted: 1, invitationIds: [guest.id] });
    await settled(db(), [guest.id]);
    expect((await textsTo(e164(phone))).map((t) => t.invitationId)).toEqual([guest.id]);
  });

  it('reads numbers in the host’s country, and skips one that cannot be texted', async () => {
    const { host, event } = await daytimeEvent({ smsConsentAt: new Date() });
    const british = await insertGuest(db(), event.id, { email: null, phone: '07400 123456' });
    const fake = await insertGuest(db(), event.id, { email: null, phone: '+1 555 0100' });
    const result = await host.browser.client.guests.send.mutate({
      eventId: event.id,
      type: 'all',
      locale: 'en-GB',
    });
    expect(result).toMatchObject({ texted: 1, invitationIds: [british.id] });
    expect(result.skipped).toMatchObject({ badPhone: 1, phoneOnly: 0 });
    await settled(db(), [british.id]);
    expect(await textsTo('+447400123456')).toHaveLength(1);
    expect((await guestRow(db(), fake.id)).status).toBe('unsent');

    // A resend to that guest alone is answered with why, nothing queued.
    const alone = await host.browser.client.guests.send.mutate({
      eventId: event.id,
      type: 'resend',
      invitationIds: [fake.id],
    });
    expect(alone).toMatchObject({ queued: 0, skipped: { badPhone: 1 } });
  });

  it('texts nobody whose number replied STOP, before or after the send', async () => {
    const { host, event } = await daytimeEvent({ smsConsentAt: new Date() });
    const stopped = newNumber();
    await db()
      .insert(smsOptOuts)
      .values({ phone: e164(stopped) });
    const before = await insertGuest(db(), event.id, { email: null, phone: stopped });
    const result = await host.browser.client.guests.send.mutate({ eventId: event.id, type: 'all' });
    expect(result).toMatchObject({ queued: 0, texted: 0, skipped: { optedOut: 1 } });
    expect((await guestRow(db(), before.id)).deliveryStatus).toBeNull();

    // A STOP that arrives while the text waits (here: in the event's quiet hours) wins.
    const night = await daytimeEvent({ smsConsentAt: new Date(), timeZone: zoneAtHour(23) });
    const later = newNumber();
    const guest = await insertGuest(db(), night.event.id, { email: null, phone: later });
    await night.host.browser.client.guests.send.mutate({ eventId: night.event.id, type: 'all' });
    await db()
      .insert(smsOptOuts)
      .values({ phone: e164(later) });
    await db().execute(sql`update pgboss.job set start_after = now() where name = 'send-text'
      and data->>'textId' in (select id::text from sms_outbox where to_phone = ${e164(later)})`);
    const [row] = await settled(db(), [guest.id]);
    expect(row).toMatchObject({
      deliveryStatus: 'failed',
      deliveryError: messages.texts.failedOptedOut,
      status: 'unsent',
    });
    expect((await textsTo(e164(later))).map((t) => t.status)).toEqual(['failed']);
  });

  it('holds each number to 20 texts in 30 days, every host together', async () => {
    const { host, event } = await daytimeEvent({ smsConsentAt: new Date() });
    const phone = newNumber();
    await db()
      .insert(smsOutbox)
      .values(
        Array.from({ length: SMS_RULES.textsPerNumberPer30Days }, (_, i) => ({
          idempotencyKey: `earlier-${phone}-${i}`,
          kind: 'invitation',
          toPhone: e164(phone),
          body: 'An earlier text',
          status: 'sent' as const,
        })),
      );
    await insertGuest(db(), event.id, { email: null, phone });
    const result = await host.browser.client.guests.send.mutate({ eventId: event.id, type: 'all' });
    expect(result).toMatchObject({ queued: 0, skipped: { textLimit: 1 } });
    expect(await textsTo(e164(phone))).toHaveLength(SMS_RULES.textsPerNumberPer30Days);
  });

  it('counts phone-only guests in each send’s reach, as the send texts them', async () => {
    const { host, event } = await daytimeEvent();
    await insertGuest(db(), event.id, { email: null, phone: newNumber() });
    await insertGuest(db(), event.id, { email: null, phone: '+1 555 0100' });
    await insertGuest(db(), event.id, {});
    const list = await listGuests(host, event.id);
    expect(list.reach).toEqual({ all: 2, new: 2, poke: 2 });
  });

  it('gives the host each guest’s code for their link once the event is paid for, never before', async () => {
    const paid = await daytimeEvent();
    const guest = await insertGuest(db(), paid.event.id, { email: null, phone: newNumber() });
    const [listed] = (await listGuests(paid.host, paid.event.id)).entries;
    expect(listed?.uniqueCode).toBe(guest.uniqueCode);
    const locked = await daytimeEvent({ unlockedAt: null });
    await insertGuest(db(), locked.event.id, { email: null, phone: newNumber() });
    const [hidden] = (await listGuests(locked.host, locked.event.id)).entries;
    expect(hidden?.uniqueCode).toBeNull();
  });

  it('waits for 09:00 in the event’s time zone during its quiet hours', async () => {
    const { host, event } = await daytimeEvent({
      smsConsentAt: new Date(),
      timeZone: zoneAtHour(23),
    });
    const phone = newNumber();
    const guest = await insertGuest(db(), event.id, { email: null, phone });
    const result = await host.browser.client.guests.send.mutate({ eventId: event.id, type: 'all' });
    expect(result).toMatchObject({ queued: 1, texted: 1 });
    const [text] = await textsTo(e164(phone));
    if (!text) throw new Error('the text is not in the outbox');
    const [job] = sqlRows<{ start_after: Date | string }>(
      await db().execute(sql`select start_after from pgboss.job
        where name = 'send-text' and data->>'textId' = ${text.id}`),
    );
    const waitsMs = new Date(job?.start_after ?? 0).getTime() - Date.now();
    // 23:xx there: the morning is 9 to 10 hours away.
    expect(waitsMs).toBeGreaterThan(8.9 * 3_600_000);
    expect(waitsMs).toBeLessThan(10.1 * 3_600_000);
    expect(await jobStates(db(), 'send-text', 'textId', text.id)).toEqual(['created']);
    expect((await guestRow(db(), guest.id)).deliveryStatus).toBe('queued');
  });
});
