import { events, invitations } from '@partyreel/db/schema';
import { NOTHING_SKIPPED } from '@partyreel/shared/guests/send-outcome';
import { messages } from '@partyreel/shared/messages';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { browserClient, startApp, startTestApp } from '../../test/app.ts';
import { insertEvent, insertGuest, insertGuests } from '../../test/factories.ts';
import { failure } from '../../test/failure.ts';
import { hostedEvent, nonOwners } from '../../test/hosts.ts';
import { startedForFile } from '../../test/per-file.ts';
import { guestRow, invitationMails, settled } from '../../test/readings.ts';

const running = startedForFile(startTestApp);
const db = () => running.database.handle.db;

type Host = Awaited<ReturnType<typeof hostedEvent>>['host'];

/** The host sends the named guests their invitation again (guests.send, resend). */
const resendTo = (host: Host, eventId: string, invitationIds: string[]) =>
  host.browser.client.guests.send.mutate({ eventId, type: 'resend', invitationIds });

/** Nothing was queued or sent for the event. */
async function expectNothingQueued(eventId: string) {
  const rows = await db().select().from(invitations).where(eq(invitations.eventId, eventId));
  for (const row of rows) expect(row.deliveryStatus).toBeNull();
  expect(await invitationMails(db(), eventId)).toEqual([]);
}

describe('guests.send: the product’s send rules', () => {
  it('refuses a locked event with the catalogue’s failed-precondition text', async () => {
    const { host, event } = await hostedEvent(db(), running.url, { unlockedAt: null });
    await insertGuest(db(), event.id);
    const error = await failure(
      host.browser.client.guests.send.mutate({ eventId: event.id, type: 'all' }),
    );
    expect(error.data?.code).toBe('PRECONDITION_FAILED');
    expect(error.message).toBe(messages.send.locked);
    expect(error.message).toBe('Event distribution is locked. Please unlock to send invitations.');
    await expectNothingQueued(event.id);
  });

  it('refuses a send with no recipients', async () => {
    const { host, event } = await hostedEvent(db(), running.url);
    await insertGuest(db(), event.id, { status: 'removed' });
    for (const type of ['all', 'new', 'poke'] as const) {
      const error = await failure(
        host.browser.client.guests.send.mutate({ eventId: event.id, type }),
      );
      expect(error.data?.code).toBe('BAD_REQUEST');
      expect(error.message).toBe('No recipients to send invitations to.');
    }
    const resend = await failure(
      host.browser.client.guests.send.mutate({ eventId: event.id, type: 'resend' }),
    );
    expect(resend.message).toBe(messages.send.noRecipients);
  });

  it('refuses an event with more than 200 guests', async () => {
    const { host, event } = await hostedEvent(db(), running.url);
    await insertGuests(db(), event.id, 201);
    const error = await failure(
      host.browser.client.guests.send.mutate({ eventId: event.id, type: 'all' }),
    );
    expect(error.data?.code).toBe('BAD_REQUEST');
    expect(error.message).toBe(
      'Each event can have up to 200 guests. Please remove some before sending.',
    );
    await expectNothingQueued(event.id);
  });

  it('refuses when none of the selected guests has an e-mail or a phone', async () => {
    const { host, event } = await hostedEvent(db(), running.url);
    const a = await insertGuest(db(), event.id, { email: null, phone: null });
    const b = await insertGuest(db(), event.id, { email: null, phone: '   ' });
    const all = await failure(
      host.browser.client.guests.send.mutate({ eventId: event.id, type: 'all' }),
    );
    expect(all.data?.code).toBe('BAD_REQUEST');
    expect(all.message).toBe('Selected guests have no email or phone contact information.');
    const two = await failure(resendTo(host, event.id, [a.id, b.id]));
    expect(two.message).toBe(messages.send.noContact);
    const one = await failure(resendTo(host, event.id, [a.id]));
    expect(one.message).toBe('Guest has no email or phone contact information');
  });

  it('answers phone-only guests as skipped while texting is off, without an error', async () => {
    const { host, event } = await hostedEvent(db(), running.url);
    const texting = await insertGuest(db(), event.id, { email: null, phone: '+1 555 0100' });
    const result = await resendTo(host, event.id, [texting.id]);
    expect(result).toEqual({
      queued: 0,
      texted: 0,
      skipped: { ...NOTHING_SKIPPED, phoneOnly: 1 },
      invitationIds: [],
    });
    await expectNothingQueued(event.id);
  });

  it('refuses an unknown type with the catalogue’s text', async () => {
    const { host, event } = await hostedEvent(db(), running.url);
    const error = await failure(
      host.browser.client.guests.send.mutate({
        eventId: event.id,
        type: 'everyone' as 'all',
      }),
    );
    expect(error.data?.code).toBe('BAD_REQUEST');
    expect(error.message).toBe('Invalid invitation type');
  });

  it('is NOT_FOUND for another host, an anonymous session and a visitor, as for no event', async () => {
    const { event } = await hostedEvent(db(), running.url);
    const guest = await insertGuest(db(), event.id);
    for (const caller of await nonOwners(db(), running.url)) {
      for (const eventId of [event.id, crypto.randomUUID(), 'not-a-uuid']) {
        const error = await failure(caller.guests.send.mutate({ eventId, type: 'all' }));
        expect(error.data?.code).toBe('NOT_FOUND');
        expect(error.message).toBe(messages.eventDetail.notFound);
      }
    }
    expect((await guestRow(db(), guest.id)).deliveryStatus).toBeNull();
    await expectNothingQueued(event.id);
  });

  it('is NOT_FOUND for an anonymous host’s own event: hosts register before they send', async () => {
    const anonymous = browserClient(running.url);
    const me = await anonymous.client.auth.signInAnonymously.mutate();
    if (!me) throw new Error('no anonymous session');
    const [event] = await db()
      .insert(events)
      .values({ userId: me.id, title: 'Anonymous party', unlockedAt: new Date() })
      .returning();
    const error = await failure(
      anonymous.client.guests.send.mutate({ eventId: event?.id ?? '', type: 'all' }),
    );
    expect(error.data?.code).toBe('NOT_FOUND');
  });

  it('limits sends per host', async () => {
    const limited = await startApp(running.database.handle, { rateLimits: true });
    try {
      const { host, event } = await hostedEvent(db(), limited.url);
      const guest = await insertGuest(db(), event.id, { email: null, phone: '555 0100' });
      const resend = () => resendTo(host, event.id, [guest.id]);
      for (let i = 0; i < 30; i++) await resend();
      const error = await failure(resend());
      expect(error.data?.code).toBe('TOO_MANY_REQUESTS');
      expect(error.message).toBe(messages.send.tooMany);
    } finally {
      await limited.close();
    }
  });
});

describe('guests.send: resend', () => {
  it('sends the named guests one more e-mail each a day later, and nobody else', async () => {
    const { host, event } = await hostedEvent(db(), running.url);
    const ana = await insertGuest(db(), event.id);
    const ben = await insertGuest(db(), event.id);
    const first = await host.browser.client.guests.send.mutate({ eventId: event.id, type: 'all' });
    await settled(db(), first.invitationIds);
    // An address hears from one event at most once a day (docs/decisions/031): a day passes.
    await db().execute(
      sql`update guest_mail_ledger set created_at = now() - interval '25 hours'
          where event_id = ${event.id}::uuid`,
    );

    const again = await resendTo(host, event.id, [ana.id]);
    expect(again).toEqual({
      queued: 1,
      texted: 0,
      skipped: { ...NOTHING_SKIPPED },
      invitationIds: [ana.id],
    });
    await settled(db(), [ana.id]);
    const mails = await invitationMails(db(), event.id);
    expect(mails.filter((m) => m.invitationId === ana.id)).toHaveLength(2);
    expect(mails.filter((m) => m.invitationId === ben.id)).toHaveLength(1);
    expect(mails.every((m) => m.status === 'sent')).toBe(true);
  });

  it('ignores ids of another event, another host’s guests and ids that are not ids', async () => {
    const { host, event } = await hostedEvent(db(), running.url);
    const own = await insertGuest(db(), event.id);
    const elsewhere = await hostedEvent(db(), running.url);
    const foreign = await insertGuest(db(), elsewhere.event.id);
    const sameHost = await insertEvent(db(), host.id, { unlockedAt: new Date() });
    const otherEventOfMine = await insertGuest(db(), sameHost.id);

    const onlyForeign = await failure(
      resendTo(host, event.id, [foreign.id, otherEventOfMine.id, 'nonsense', crypto.randomUUID()]),
    );
    expect(onlyForeign.message).toBe(messages.send.noRecipients);

    const mixed = await resendTo(host, event.id, [foreign.id, own.id]);
    expect(mixed.invitationIds).toEqual([own.id]);
    await settled(db(), [own.id]);
    expect(await guestRow(db(), foreign.id)).toMatchObject({
      status: 'unsent',
      deliveryStatus: null,
      sentAt: null,
    });
    expect(await invitationMails(db(), elsewhere.event.id)).toEqual([]);
    expect((await guestRow(db(), otherEventOfMine.id)).deliveryStatus).toBeNull();
  });

  it('does not send to a removed guest, even by id', async () => {
    const { host, event } = await hostedEvent(db(), running.url);
    const gone = await insertGuest(db(), event.id, { status: 'removed' });
    const error = await failure(resendTo(host, event.id, [gone.id]));
    expect(error.message).toBe(messages.send.noRecipients);
  });
});
