import { randomBytes } from 'node:crypto';
import { mailSuppressions, outbox, webhookEvents } from '@partyreel/db/schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertGuest } from '../../test/factories.ts';
import { hostedEvent } from '../../test/hosts.ts';
import { latest, watchEvent } from '../../test/live.ts';
import { startedForFile } from '../../test/per-file.ts';
import { guestRow, invitationMails, settled } from '../../test/readings.ts';
import { startAppWithResend } from '../../test/resend.ts';
import { MAIL_WEBHOOK_PATH } from './mail-webhook-route.ts';
import { newWebhookSecret, svixHeaders } from './svix-signature.ts';

/**
 * Resend's webhooks (docs/decisions/033), end to end: the app sends through the real Resend SDK to
 * the local stand-in, which reports each message to the app's webhook route signed exactly as
 * Resend signs (Svix); the guest's status, the outbox, the suppression list and the host's live
 * page follow.
 */

const API_KEY = 're_test_webhooks';
const SECRET = newWebhookSecret();

const running = startedForFile(() =>
  startAppWithResend({ apiKey: API_KEY, webhookSecret: SECRET, webhookDelayMs: 100 }),
);
const db = () => running.db();

/** An address of a domain of its own: the suppression list is for all mail, so tests never share one. */
const address = (local: string) => `${local}@${randomBytes(6).toString('hex')}.example.com`;

/** A host's event with one guest at `email`, sent its invitation through the stand-in. */
async function invitedGuest(email: string) {
  const { host, event } = await hostedEvent(db(), running.url);
  const guest = await insertGuest(db(), event.id, { email });
  const { invitationIds } = await host.browser.client.guests.send.mutate({
    eventId: event.id,
    type: 'all',
  });
  expect(invitationIds).toEqual([guest.id]);
  await settled(db(), invitationIds);
  const [mail] = await invitationMails(db(), event.id);
  if (!mail?.providerMessageId) throw new Error('the invitation was not handed to Resend');
  return { host, event, guest, mail, messageId: mail.providerMessageId };
}

/** What the stand-in posted about one message, once it has been answered. */
async function postedAbout(messageId: string, count = 1) {
  await expect
    .poll(() => running.standIn.webhooks.filter((w) => w.emailId === messageId).length, {
      timeout: 10_000,
    })
    .toBeGreaterThanOrEqual(count);
  return running.standIn.webhooks.filter((w) => w.emailId === messageId);
}

const suppressionsOf = (email: string) =>
  db()
    .select({ eventId: mailSuppressions.eventId, reason: mailSuppressions.reason })
    .from(mailSuppressions)
    .where(eq(mailSuppressions.address, email));

const providerStatus = async (outboxId: string) =>
  (await db().select().from(outbox).where(eq(outbox.id, outboxId)))[0]?.providerStatus;

/** Posts a Resend event about `messageId`, signed with `secret`. */
function post(body: object, { secret = SECRET, at }: { secret?: string; at?: Date } = {}) {
  const payload = JSON.stringify(body);
  return fetch(`${running.url}${MAIL_WEBHOOK_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...svixHeaders(secret, payload, { at }) },
    body: payload,
  });
}

const bounceOf = (messageId: string, type: string) => ({
  type: 'email.bounced',
  created_at: new Date().toISOString(),
  data: {
    email_id: messageId,
    to: ['someone@example.com'],
    bounce: { type, subType: 'General', message: 'Mailbox unavailable' },
  },
});

describe('Resend’s webhooks, from the stand-in', () => {
  it('shows a hard bounce to the host live, and suppresses the address for all mail', async () => {
    const email = address('bounce');
    const { host, event, guest, mail, messageId } = await invitedGuest(email);
    const live = watchEvent(host.browser, event.id);
    try {
      const [posted] = await postedAbout(messageId);
      expect(posted).toMatchObject({ type: 'email.bounced', to: email, status: 200 });
      expect(JSON.parse(posted?.body ?? '{}')).toEqual({ received: true, outcome: 'bounced' });

      const row = await guestRow(db(), guest.id);
      expect(row).toMatchObject({ deliveryStatus: 'bounced', status: 'sent' });
      expect(row.deliveryError).toMatch(/does not exist/);
      const view = await host.browser.client.events.byId.query({ eventId: event.id });
      expect(view.guests[0]?.delivery).toEqual({ state: 'bounced', error: row.deliveryError });
      const list = await host.browser.client.guests.list.query({ eventId: event.id });
      expect(list.entries[0]?.delivery?.state).toBe('bounced');
      await expect.poll(() => latest(live)?.emails.bounced).toBe(1);

      expect(await suppressionsOf(email)).toEqual([{ eventId: null, reason: 'bounced' }]);
      expect(await providerStatus(mail.id)).toBe('bounced');
    } finally {
      live.stop();
    }
  });

  it('marks a complaint and suppresses the address; a delivery alone suppresses nothing', async () => {
    const complaining = address('complaint');
    const { guest: ana, mail, messageId } = await invitedGuest(complaining);
    const types = (await postedAbout(messageId, 2)).map((w) => [w.type, w.status]);
    expect(types).toEqual([
      ['email.delivered', 200],
      ['email.complained', 200],
    ]);
    expect((await guestRow(db(), ana.id)).deliveryStatus).toBe('complained');
    expect(await suppressionsOf(complaining)).toEqual([{ eventId: null, reason: 'complained' }]);
    expect(await providerStatus(mail.id)).toBe('complained');

    const fine = address('ben');
    const { guest: ben, mail: benMail, messageId: benMessage } = await invitedGuest(fine);
    await postedAbout(benMessage);
    expect(await guestRow(db(), ben.id)).toMatchObject({
      status: 'sent',
      deliveryStatus: 'delivered',
      deliveryError: null,
    });
    expect(await providerStatus(benMail.id)).toBe('delivered');
    expect(await suppressionsOf(fine)).toEqual([]);
  });
});

describe('the webhook route', () => {
  it('refuses a wrong, missing or stale signature with 400 and changes nothing', async () => {
    const email = address('cleo');
    const { guest, mail, messageId } = await invitedGuest(email);
    await postedAbout(messageId);
    const before = await db().select().from(webhookEvents);

    const forged = await post(bounceOf(messageId, 'Permanent'), { secret: newWebhookSecret() });
    expect(forged.status).toBe(400);
    const stale = await post(bounceOf(messageId, 'Permanent'), {
      at: new Date(Date.now() - 10 * 60_000),
    });
    expect(stale.status).toBe(400);
    const unsigned = await fetch(`${running.url}${MAIL_WEBHOOK_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(bounceOf(messageId, 'Permanent')),
    });
    expect(unsigned.status).toBe(400);
    // Signed, then changed on the way.
    const payload = JSON.stringify(bounceOf(messageId, 'Transient'));
    const tampered = await fetch(`${running.url}${MAIL_WEBHOOK_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...svixHeaders(SECRET, payload) },
      body: payload.replace('Transient', 'Permanent'),
    });
    expect(tampered.status).toBe(400);

    expect(await guestRow(db(), guest.id)).toMatchObject({ deliveryStatus: 'delivered' });
    expect(await providerStatus(mail.id)).toBe('delivered');
    expect(await suppressionsOf(email)).toEqual([]);
    expect(await db().select().from(webhookEvents)).toHaveLength(before.length);
  });

  it('applies a delivery once: the same webhook again is a duplicate and changes nothing', async () => {
    const email = address('bounce');
    const { host, event, guest, messageId } = await invitedGuest(email);
    const [posted] = await postedAbout(messageId);
    if (!posted) throw new Error('no webhook');
    expect((await guestRow(db(), guest.id)).deliveryStatus).toBe('bounced');

    // The host corrects the address; then Resend delivers the old bounce again.
    await host.browser.client.guests.updateContact.mutate({
      eventId: event.id,
      invitationId: guest.id,
      email: address('fixed'),
    });
    const again = await fetch(`${running.url}${MAIL_WEBHOOK_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...posted.headers },
      body: posted.payload,
    });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ received: true, outcome: 'duplicate' });
    expect(await guestRow(db(), guest.id)).toMatchObject({
      deliveryStatus: null,
      deliveryError: null,
    });
    expect(await suppressionsOf(email)).toEqual([{ eventId: null, reason: 'bounced' }]);
    const recorded = await db()
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.providerEventId, posted.headers['svix-id']));
    expect(recorded).toMatchObject([{ provider: 'resend', type: 'email.bounced' }]);
  });

  it('shows a soft bounce without suppressing, and never goes back from a final word', async () => {
    const email = address('dana');
    const { guest, messageId } = await invitedGuest(email);
    await postedAbout(messageId);

    // A delay reported after the delivery changes nothing.
    const late = await post({ type: 'email.delivery_delayed', data: { email_id: messageId } });
    expect(await late.json()).toEqual({ received: true, outcome: 'stale' });
    expect((await guestRow(db(), guest.id)).deliveryStatus).toBe('delivered');

    const soft = await post(bounceOf(messageId, 'Transient'));
    expect(await soft.json()).toEqual({ received: true, outcome: 'soft-bounce' });
    expect(await guestRow(db(), guest.id)).toMatchObject({
      deliveryStatus: 'bounced',
      deliveryError: 'Mailbox unavailable',
    });
    expect(await suppressionsOf(email)).toEqual([]);
  });

  it('acknowledges types it does not act on and messages it never sent, changing nothing', async () => {
    const email = address('eli');
    const { guest, messageId } = await invitedGuest(email);
    await postedAbout(messageId);
    const opened = await post({ type: 'email.opened', data: { email_id: messageId } });
    expect(opened.status).toBe(200);
    expect(await opened.json()).toEqual({ received: true, outcome: 'ignored' });
    const contact = await post({ type: 'contact.created', data: { id: 'c_1' } });
    expect(await contact.json()).toEqual({ received: true, outcome: 'ignored' });
    const stranger = await post(bounceOf('not-one-of-ours', 'Permanent'));
    expect(await stranger.json()).toEqual({ received: true, outcome: 'unknown-message' });
    expect((await guestRow(db(), guest.id)).deliveryStatus).toBe('delivered');
    expect(await suppressionsOf('someone@example.com')).toEqual([]);
  });
});
