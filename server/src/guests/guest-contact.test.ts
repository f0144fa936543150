import { randomBytes } from 'node:crypto';
import { mailSuppressions, outbox } from '@partyreel/db/schema';
import { messages } from '@partyreel/shared/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { browserClient, startTestApp } from '../../test/app.ts';
import { insertGuest } from '../../test/factories.ts';
import { failure } from '../../test/failure.ts';
import { anonymousHost, hostedEvent, registeredHost } from '../../test/hosts.ts';
import { startedForFile } from '../../test/per-file.ts';
import { guestRow, settled } from '../../test/readings.ts';

/**
 * guests.updateContact (docs/decisions/033): the host fixes a bounced address, then Resend
 * reaches the new one — once — while the old one stays suppressed.
 */

// The development outbox reports outcomes by itself: bounce@… bounces.
const running = startedForFile(() =>
  startTestApp({ mail: { production: false, devWebhooks: true } }),
);
const db = () => running.database.handle.db;

const address = (local: string) => `${local}@${randomBytes(6).toString('hex')}.example.com`;
const mailsTo = (to: string) => db().select().from(outbox).where(eq(outbox.toAddress, to));

describe('guests.updateContact', () => {
  it('fixes a bounced address; Resend then reaches only the new one, and the old stays suppressed', async () => {
    const { host, event } = await hostedEvent(db(), running.url);
    const bounced = address('bounce');
    const guest = await insertGuest(db(), event.id, { recipientName: 'Ana Lima', email: bounced });
    await host.browser.client.guests.send.mutate({ eventId: event.id, type: 'all' });
    await settled(db(), [guest.id]);
    await expect
      .poll(async () => (await guestRow(db(), guest.id)).deliveryStatus, { timeout: 10_000 })
      .toBe('bounced');

    const fixed = address('ana');
    const result = await host.browser.client.guests.updateContact.mutate({
      eventId: event.id,
      invitationId: guest.id,
      email: ` ${fixed} `,
    });
    expect(result).toEqual({ id: guest.id, name: 'Ana Lima', email: fixed, phone: null });
    // The new address has had nothing yet: the guest is not sent, with no delivery state.
    expect(await guestRow(db(), guest.id)).toMatchObject({
      email: fixed,
      status: 'unsent',
      sentAt: null,
      deliveryStatus: null,
      deliveryError: null,
    });
    const view = await host.browser.client.events.byId.query({ eventId: event.id });
    expect(view.guests[0]).toMatchObject({ email: fixed, status: 'unsent', delivery: null });
    expect(await mailsTo(fixed)).toHaveLength(0);

    const resent = await host.browser.client.guests.send.mutate({
      eventId: event.id,
      type: 'resend',
      invitationIds: [guest.id],
    });
    expect(resent.invitationIds).toEqual([guest.id]);
    await settled(db(), [guest.id]);
    await expect
      .poll(async () => (await guestRow(db(), guest.id)).deliveryStatus, { timeout: 10_000 })
      .toBe('delivered');
    expect(await mailsTo(fixed)).toHaveLength(1);
    expect(await mailsTo(bounced)).toHaveLength(1);
    expect(
      await db()
        .select({ reason: mailSuppressions.reason })
        .from(mailSuppressions)
        .where(eq(mailSuppressions.address, bounced)),
    ).toEqual([{ reason: 'bounced' }]);
  });

  it('changes a name or a phone without touching the e-mail’s state', async () => {
    const { host, event } = await hostedEvent(db(), running.url);
    const guest = await insertGuest(db(), event.id, {
      recipientName: 'Ben',
      status: 'sent',
      deliveryStatus: 'delivered',
    });
    const result = await host.browser.client.guests.updateContact.mutate({
      eventId: event.id,
      invitationId: guest.id,
      name: 'Ben Ortiz',
      phone: '+1 (555) 010-0100',
      email: guest.email?.toUpperCase(),
    });
    expect(result).toMatchObject({ name: 'Ben Ortiz', phone: '+1 (555) 010-0100' });
    expect(await guestRow(db(), guest.id)).toMatchObject({
      status: 'sent',
      deliveryStatus: 'delivered',
    });
    // An e-mail sent empty is cleared, as long as a phone is left.
    await host.browser.client.guests.updateContact.mutate({
      eventId: event.id,
      invitationId: guest.id,
      email: '',
    });
    expect(await guestRow(db(), guest.id)).toMatchObject({
      email: null,
      phone: '+1 (555) 010-0100',
      deliveryStatus: null,
    });
  });

  it('answers NOT_FOUND to anyone but the event’s owner, and changes nothing', async () => {
    const { event } = await hostedEvent(db(), running.url);
    const guest = await insertGuest(db(), event.id, { recipientName: 'Cleo' });
    const other = await registeredHost(running.url);
    const anonymous = await anonymousHost(running.url);
    const visitor = browserClient(running.url);
    for (const client of [other.client, anonymous.client, visitor.client]) {
      const error = await failure(
        client.guests.updateContact.mutate({
          eventId: event.id,
          invitationId: guest.id,
          email: address('taken'),
        }),
      );
      expect(error.data?.code).toBe('NOT_FOUND');
      expect(error.message).toBe(messages.eventDetail.notFound);
    }
    expect((await guestRow(db(), guest.id)).email).toBe(guest.email);
  });

  it('refuses what adding a guest refuses, with the catalogue’s messages', async () => {
    const { host, event } = await hostedEvent(db(), running.url);
    const guest = await insertGuest(db(), event.id, { recipientName: 'Dan' });
    const other = await hostedEvent(db(), running.url);
    const foreign = await insertGuest(db(), other.event.id);
    const update = (input: Record<string, unknown>) =>
      failure(
        host.browser.client.guests.updateContact.mutate({
          eventId: event.id,
          invitationId: guest.id,
          ...input,
        }),
      );

    const badEmail = await update({ email: 'dan@' });
    expect(badEmail.data?.code).toBe('BAD_REQUEST');
    expect(badEmail.message).toBe(messages.recipients.invalidEmail);
    expect(badEmail.data?.fieldErrors).toEqual({ email: [messages.recipients.invalidEmail] });
    const badPhone = await update({ phone: 'call me' });
    expect(badPhone.message).toBe(messages.recipients.invalidPhone);
    expect(badPhone.data?.fieldErrors).toEqual({ phone: [messages.recipients.invalidPhone] });
    for (const input of [{}, { email: '', phone: '' }, { name: ' ' }])
      expect((await update(input)).message).toBe(messages.recipients.nameAndContactRequired);
    // Another guest's address, in other letters: one person, one recipient.
    const ava = await insertGuest(db(), event.id, { recipientName: 'Ava Lee' });
    const taken = await update({ email: ` ${ava.email?.toUpperCase()} ` });
    expect(taken.data?.code).toBe('BAD_REQUEST');
    expect(taken.message).toBe(messages.guests.addressTaken('Ava Lee'));
    expect((await guestRow(db(), guest.id)).email).toBe(guest.email);
    // Dan has no phone: clearing his e-mail would leave no way to reach him.
    const nothingLeft = await update({ email: null });
    expect(nothingLeft.data?.code).toBe('BAD_REQUEST');
    expect(nothingLeft.message).toBe(messages.recipients.nameAndContactRequired);

    for (const invitationId of [foreign.id, 'not-an-id', '00000000-0000-4000-8000-000000000000']) {
      const missing = await failure(
        host.browser.client.guests.updateContact.mutate({
          eventId: event.id,
          invitationId,
          email: address('x'),
        }),
      );
      expect(missing.data?.code).toBe('NOT_FOUND');
      expect(missing.message).toBe(messages.guests.guestNotFound);
    }
    expect((await guestRow(db(), guest.id)).email).toBe(guest.email);
    expect((await guestRow(db(), foreign.id)).email).toBe(foreign.email);
  });
});
