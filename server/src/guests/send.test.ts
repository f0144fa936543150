import { NOTHING_SKIPPED } from '@partyreel/shared/guests/send-outcome';
import { messages } from '@partyreel/shared/messages';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/app.ts';
import { insertGuest } from '../../test/factories.ts';
import { hostedEvent } from '../../test/hosts.ts';
import { startedForFile } from '../../test/per-file.ts';
import { guestRow, invitationMails, settled } from '../../test/readings.ts';

const running = startedForFile(startTestApp);
const db = () => running.database.handle.db;

describe('guests.send', () => {
  it('queues one e-mail per guest with an address, skips the others, and delivers them', async () => {
    const { host, event } = await hostedEvent(db(), running.url, {
      title: 'Ada turns 7',
      personalMessage: 'Bring a towel!',
    });
    const ana = await insertGuest(db(), event.id, { recipientName: 'Ana Lima' });
    const ben = await insertGuest(db(), event.id, { recipientName: 'Ben', status: 'pending' });
    const phoneOnly = await insertGuest(db(), event.id, { email: null, phone: '+1 555 0100' });
    await insertGuest(db(), event.id, { email: null, phone: null });

    const started = performance.now();
    const result = await host.browser.client.guests.send.mutate({ eventId: event.id, type: 'all' });
    const answeredMs = performance.now() - started;

    expect(result).toEqual({
      queued: 2,
      texted: 0,
      skipped: { ...NOTHING_SKIPPED, noContact: 1, phoneOnly: 1 },
      invitationIds: [ana.id, ben.id],
    });
    expect(answeredMs).toBeLessThan(5_000);

    const rows = await settled(db(), result.invitationIds);
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'sent', deliveryStatus: 'sent', deliveryError: null });
      expect(row.sentAt).toBeInstanceOf(Date);
    }
    expect((await guestRow(db(), phoneOnly.id)).status).toBe('unsent');

    const mails = await invitationMails(db(), event.id);
    expect(mails.map((m) => [m.toAddress, m.status, m.kind, m.invitationId]).sort()).toEqual(
      [
        [ana.email, 'sent', 'invitation', ana.id],
        [ben.email, 'sent', 'invitation', ben.id],
      ].sort(),
    );
    const toAna = mails.find((m) => m.invitationId === ana.id);
    expect(toAna?.subject).toMatch(/invited you to Ada turns 7$/);
    expect(toAna?.text).toContain('Hi Ana,');
    expect(toAna?.text).toContain('Bring a towel!');
    expect(toAna?.text).toContain(`${running.url}/invite/${ana.uniqueCode}?id=${ana.id}`);

    const view = await host.browser.client.events.byId.query({ eventId: event.id });
    const guest = view.guests.find((g) => g.id === ana.id);
    expect(guest?.delivery).toEqual({ state: 'sent', error: null });
    expect(guest?.sentAt).not.toBeNull();
  });

  it('uses the personal message of the send over the event’s', async () => {
    const { host, event } = await hostedEvent(db(), running.url, { personalMessage: 'Old note' });
    const guest = await insertGuest(db(), event.id);
    await host.browser.client.guests.send.mutate({
      eventId: event.id,
      type: 'all',
      personalMessage: 'A fresh note',
    });
    await settled(db(), [guest.id]);
    const [mail] = await invitationMails(db(), event.id);
    expect(mail?.text).toContain('A fresh note');
    expect(mail?.text).not.toContain('Old note');
  });

  it('selects by type: new (pending, unsent), poke (no answer yet), all but removed and answered', async () => {
    const { host, event } = await hostedEvent(db(), running.url);
    const byStatus = {
      unsent: await insertGuest(db(), event.id, { status: 'unsent' }),
      pending: await insertGuest(db(), event.id, { status: 'pending' }),
      sent: await insertGuest(db(), event.id, { status: 'sent' }),
      viewed: await insertGuest(db(), event.id, { status: 'viewed' }),
      accepted: await insertGuest(db(), event.id, { status: 'accepted' }),
      declined: await insertGuest(db(), event.id, { status: 'declined' }),
      removed: await insertGuest(db(), event.id, { status: 'removed' }),
    };
    const send = async (type: 'new' | 'poke' | 'all') => {
      // An address hears from one event at most once a day (docs/decisions/031): a day passes.
      await db().execute(
        sql`update guest_mail_ledger set created_at = now() - interval '25 hours'
            where event_id = ${event.id}::uuid`,
      );
      const { invitationIds } = await host.browser.client.guests.send.mutate({
        eventId: event.id,
        type,
      });
      await settled(db(), invitationIds);
      const names = Object.entries(byStatus).filter(([, g]) => invitationIds.includes(g.id));
      return names.map(([status]) => status).sort();
    };

    expect(await send('poke')).toEqual(['pending', 'sent', 'unsent', 'viewed']);
    // The poke delivered to unsent and pending guests: they are 'sent' now, so none is new.
    const error = await host.browser.client.guests.send
      .mutate({ eventId: event.id, type: 'new' })
      .catch((e: { message: string }) => e);
    expect(error).toMatchObject({ message: messages.send.noRecipients });
    // Guests who answered get it again only when the host confirms them (docs/decisions/031).
    expect(await send('all')).toEqual(['pending', 'sent', 'unsent', 'viewed']);
  });

  it('moves unsent and pending guests to sent and never downgrades an answer or a view', async () => {
    const { host, event } = await hostedEvent(db(), running.url);
    const guests = {
      unsent: await insertGuest(db(), event.id, { status: 'unsent' }),
      pending: await insertGuest(db(), event.id, { status: 'pending' }),
      viewed: await insertGuest(db(), event.id, { status: 'viewed' }),
      accepted: await insertGuest(db(), event.id, { status: 'accepted', peopleCount: 3 }),
      declined: await insertGuest(db(), event.id, { status: 'declined' }),
    };
    const { invitationIds } = await host.browser.client.guests.send.mutate({
      eventId: event.id,
      type: 'all',
      confirmAnswered: [guests.accepted.id, guests.declined.id],
    });
    const rows = await settled(db(), invitationIds);
    const statusOf = (id: string) => rows.find((r) => r.id === id);
    expect(statusOf(guests.unsent.id)?.status).toBe('sent');
    expect(statusOf(guests.pending.id)?.status).toBe('sent');
    expect(statusOf(guests.viewed.id)?.status).toBe('viewed');
    expect(statusOf(guests.accepted.id)).toMatchObject({ status: 'accepted', peopleCount: 3 });
    expect(statusOf(guests.declined.id)?.status).toBe('declined');
    for (const row of rows) expect(row.sentAt).toBeInstanceOf(Date);
  });

  it('tells the host’s live counts as the e-mails go out', async () => {
    const { host, event } = await hostedEvent(db(), running.url);
    await insertGuest(db(), event.id);
    await insertGuest(db(), event.id);
    const { client } = host.browser.ws();
    const seen: { emails?: { queued: number; sent: number; failed: number } }[] = [];
    const subscription = client.events.live.subscribe(
      { eventId: event.id },
      { onData: (value) => seen.push(value.data) },
    );
    try {
      await expect.poll(() => seen.at(-1)?.emails).toMatchObject({ queued: 0, sent: 0, failed: 0 });
      await host.browser.client.guests.send.mutate({ eventId: event.id, type: 'all' });
      await expect
        .poll(() => seen.at(-1)?.emails, { timeout: 20_000 })
        .toMatchObject({ queued: 0, sent: 2, failed: 0 });
    } finally {
      subscription.unsubscribe();
    }
  });
});
