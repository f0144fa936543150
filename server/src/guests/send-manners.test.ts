import { randomBytes } from 'node:crypto';
import { guestMailLedger, invitations, mailSuppressions } from '@partyreel/db/schema';
import { SEND_BUDGETS } from '@partyreel/shared/guests/send-budgets';
import { messages } from '@partyreel/shared/messages';
import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/app.ts';
import { insertGuest } from '../../test/factories.ts';
import { failure } from '../../test/failure.ts';
import { hostedEvent } from '../../test/hosts.ts';
import { startedForFile } from '../../test/per-file.ts';
import { invitationMails, settled } from '../../test/readings.ts';
import { uniqueEmail } from '../../test/unique-email.ts';

/**
 * The sending manners and budgets of docs/decisions/031: who may send, how much, and how often one
 * address hears from one event. Each case was reproduced over the API before they existed.
 */

const running = startedForFile(startTestApp);
const db = () => running.database.handle.db;

async function ledgerCount(eventId: string) {
  const [row] = await db()
    .select({ value: count() })
    .from(guestMailLedger)
    .where(eq(guestMailLedger.eventId, eventId));
  return row?.value ?? 0;
}

describe('guests.send: who may send', () => {
  it('refuses an account whose address is not verified, and queues nothing', async () => {
    const { host, event } = await hostedEvent(db(), running.url, {}, { verified: false });
    await insertGuest(db(), event.id);
    const error = await failure(host.client.guests.send.mutate({ eventId: event.id, type: 'all' }));
    expect(error.data?.code).toBe('PRECONDITION_FAILED');
    expect(error.message).toBe(messages.send.unverified);
    expect(await invitationMails(db(), event.id)).toEqual([]);
    expect(await ledgerCount(event.id)).toBe(0);
  });
});

describe('guests.send: manners per recipient', () => {
  it('pokes an address at most once a day, however often the button is pressed', async () => {
    const { host, event } = await hostedEvent(db(), running.url);
    const guest = await insertGuest(db(), event.id, { status: 'sent' });
    const first = await host.client.guests.send.mutate({ eventId: event.id, type: 'poke' });
    expect(first.queued).toBe(1);
    for (let i = 0; i < 5; i++) {
      const again = await host.client.guests.send.mutate({ eventId: event.id, type: 'poke' });
      expect(again.queued).toBe(0);
      expect(again.skipped.recentlySent).toBe(1);
    }
    const resend = await host.client.guests.send.mutate({
      eventId: event.id,
      type: 'resend',
      invitationIds: [guest.id],
    });
    expect(resend).toMatchObject({ queued: 0, skipped: { recentlySent: 1 } });
    await settled(db(), [guest.id]);
    expect(await invitationMails(db(), event.id)).toHaveLength(1);
  });

  it('e-mails one person listed twice once, through the entry that stands for them', async () => {
    const { host, event } = await hostedEvent(db(), running.url);
    const address = uniqueEmail('twice');
    const first = await insertGuest(db(), event.id, { recipientName: 'Ana', email: address });
    await insertGuest(db(), event.id, {
      recipientName: 'Ana Lima',
      email: `  ${address.toUpperCase()} `,
    });
    const result = await host.client.guests.send.mutate({ eventId: event.id, type: 'all' });
    expect(result.queued).toBe(1);
    await settled(db(), result.invitationIds);
    const mails = await invitationMails(db(), event.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.invitationId).toBe(first.id);
    expect(mails[0]?.text).toContain(first.uniqueCode);
  });

  it('skips guests who answered unless the host confirms each one', async () => {
    const { host, event } = await hostedEvent(db(), running.url);
    const accepted = await insertGuest(db(), event.id, { status: 'accepted' });
    const declined = await insertGuest(db(), event.id, { status: 'declined' });
    const waiting = await insertGuest(db(), event.id, { status: 'sent' });

    const all = await host.client.guests.send.mutate({ eventId: event.id, type: 'all' });
    expect(all.invitationIds).toEqual([waiting.id]);
    expect(all.skipped.answered).toBe(2);

    const bulk = await host.client.guests.send.mutate({
      eventId: event.id,
      type: 'resend',
      invitationIds: [accepted.id, declined.id],
    });
    expect(bulk).toMatchObject({ queued: 0, skipped: { answered: 2 } });

    const confirmed = await host.client.guests.send.mutate({
      eventId: event.id,
      type: 'resend',
      invitationIds: [accepted.id],
      confirmAnswered: [accepted.id],
    });
    expect(confirmed.invitationIds).toEqual([accepted.id]);
    await settled(db(), [waiting.id, accepted.id]);
    const mails = await invitationMails(db(), event.id);
    expect(mails.map((m) => m.invitationId).sort()).toEqual([accepted.id, waiting.id].sort());
  });

  it('sends nothing to an address that unsubscribed or bounced', async () => {
    const { host, event } = await hostedEvent(db(), running.url);
    const gone = await insertGuest(db(), event.id);
    const bounced = await insertGuest(db(), event.id);
    const ok = await insertGuest(db(), event.id);
    await db()
      .insert(mailSuppressions)
      .values([
        { address: gone.email ?? '', eventId: event.id, reason: 'unsubscribed' },
        { address: bounced.email ?? '', eventId: null, reason: 'bounced' },
      ]);
    const result = await host.client.guests.send.mutate({ eventId: event.id, type: 'all' });
    expect(result.invitationIds).toEqual([ok.id]);
    expect(result.skipped.suppressed).toBe(2);
  });

  it("shows each send type's reach as the send itself would queue it", async () => {
    const { host, event } = await hostedEvent(db(), running.url);
    const address = uniqueEmail('dup');
    await insertGuest(db(), event.id, { email: address, status: 'pending' });
    await insertGuest(db(), event.id, { email: address.toUpperCase(), status: 'pending' });
    await insertGuest(db(), event.id, { status: 'accepted' });
    await insertGuest(db(), event.id, { status: 'sent' });
    const before = await host.client.guests.list.query({ eventId: event.id });
    expect(before.reach).toEqual({ all: 2, new: 1, poke: 2 });
    const sent = await host.client.guests.send.mutate({ eventId: event.id, type: 'all' });
    expect(sent.queued).toBe(before.reach.all);
    const after = await host.client.guests.list.query({ eventId: event.id });
    expect(after.reach).toEqual({ all: 0, new: 0, poke: 0 });
  });
});

describe('guests.send: budgets', () => {
  it('holds an event to its allowance of addresses, removed guests included', async () => {
    const { host, event } = await hostedEvent(db(), running.url);
    const guests = (count: number) =>
      Array.from({ length: count }, (_, i) => ({
        eventId: event.id,
        recipientName: `Guest ${i}`,
        email: uniqueEmail(`cap${i}`),
        uniqueCode: randomBytes(9).toString('base64url').slice(0, 12),
        status: 'pending' as const,
      }));
    await db().insert(invitations).values(guests(200));
    const first = await host.client.guests.send.mutate({ eventId: event.id, type: 'new' });
    expect(first.queued).toBe(200);

    // Remove them all and list 200 others: the event may only reach its allowance's remainder.
    await db()
      .update(invitations)
      .set({ status: 'removed' })
      .where(eq(invitations.eventId, event.id));
    await db().insert(invitations).values(guests(200));
    const error = await failure(host.client.guests.send.mutate({ eventId: event.id, type: 'new' }));
    expect(error.data?.code).toBe('BAD_REQUEST');
    expect(error.message).toBe(messages.send.eventBudget(SEND_BUDGETS.addressesPerEvent));
    expect(await ledgerCount(event.id)).toBe(200);
  });

  it('holds an account to its daily e-mails and first-time recipients, over all its events', async () => {
    const { host, event } = await hostedEvent(db(), running.url);
    const other = await hostedEvent(db(), running.url);
    await insertGuest(db(), event.id);
    // The account already queued nearly a day's worth for another event of its own.
    const used = SEND_BUDGETS.emailsPerAccountPerDay;
    await db().execute(sql`
      insert into guest_mail_ledger (user_id, event_id, address, kind)
      select ${host.id}::uuid, ${other.event.id}::uuid, 'old-' || n || '@example.com', 'invitation'
      from generate_series(1, ${used}) as n`);
    const daily = await failure(host.client.guests.send.mutate({ eventId: event.id, type: 'all' }));
    expect(daily.data?.code).toBe('TOO_MANY_REQUESTS');
    expect(daily.message).toBe(messages.send.dailyEmailBudget(SEND_BUDGETS.emailsPerAccountPerDay));

    // A day later the e-mails no longer count, but first-time recipients of the last day do.
    await db().execute(sql`
      update guest_mail_ledger set created_at = now() - interval '25 hours'
      where user_id = ${host.id}::uuid`);
    const fresh = SEND_BUDGETS.newRecipientsPerAccountPerDay;
    await db().execute(sql`
      insert into guest_mail_ledger (user_id, event_id, address, kind)
      select ${host.id}::uuid, ${other.event.id}::uuid, 'new-' || n || '@example.com', 'invitation'
      from generate_series(1, ${fresh}) as n`);
    const recipients = await failure(
      host.client.guests.send.mutate({ eventId: event.id, type: 'all' }),
    );
    expect(recipients.message).toBe(
      messages.send.dailyRecipientBudget(SEND_BUDGETS.newRecipientsPerAccountPerDay),
    );
    const [queued] = await db()
      .select({ value: count() })
      .from(invitations)
      .where(and(eq(invitations.eventId, event.id), eq(invitations.deliveryStatus, 'queued')));
    expect(queued?.value).toBe(0);
  });
});
