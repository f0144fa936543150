import { randomUUID } from 'node:crypto';
import { invitations } from '@partyreel/db/schema';
import { messages } from '@partyreel/shared/messages';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_COOKIE_SECRET } from '../../test/app.ts';
import { insertGuest } from '../../test/factories.ts';
import { hostedEvent } from '../../test/hosts.ts';
import { startedForFile } from '../../test/per-file.ts';
import { guestRow, invitationMails, settled } from '../../test/readings.ts';
import { sendToTwoGuests, startAppWithResend, TEST_MAIL_FROM } from '../../test/resend.ts';
import { createMailer } from '../mail/mailer.ts';
import { createResendTransport } from '../mail/resend-transport.ts';
import { unsubscribeLinks } from '../mail/unsubscribe-links.ts';
import { deliverInvitations } from './deliver-invitations.ts';

const API_KEY = 're_test_delivery';
const silent = Fastify({ logger: false }).log;
const unsubscribe = unsubscribeLinks(TEST_COOKIE_SECRET);

/** While true, the stand-in answers 503 to everything. */
let outage = false;
const running = startedForFile(() =>
  startAppWithResend({
    apiKey: API_KEY,
    outage: () => outage,
    refuse: (email) => (String(email.to).includes('bounce') ? 'Invalid `to` field' : undefined),
  }),
);
afterEach(() => {
  outage = false;
});
const db = () => running.db();

describe('invitation e-mails through Resend (a local stand-in)', () => {
  it('go out in one batch call, with an idempotency key, once per guest', async () => {
    const { event, guests, calls } = await sendToTwoGuests(running);
    expect(calls.map((c) => c.url)).toEqual(['/emails/batch']);
    expect(calls[0]?.headers['idempotency-key']).toMatch(/^batch-/);
    expect(calls[0]?.headers['x-batch-validation']).toBe('permissive');
    for (const guest of guests) {
      expect(running.standIn.accepted.filter((m) => m.to === guest.email)).toHaveLength(1);
    }
    const mails = await invitationMails(db(), event.id);
    expect(mails.every((m) => m.status === 'sent' && m.providerMessageId)).toBe(true);
  });

  it('shows a guest the provider refuses as failed with its reason, and sends the others', async () => {
    const { host, event } = await hostedEvent(db(), running.url);
    const bad = await insertGuest(db(), event.id, { email: 'bounce@example.com' });
    const good = await insertGuest(db(), event.id);
    const { invitationIds } = await host.browser.client.guests.send.mutate({
      eventId: event.id,
      type: 'all',
    });
    await settled(db(), invitationIds);

    expect(await guestRow(db(), good.id)).toMatchObject({ status: 'sent', deliveryStatus: 'sent' });
    const refused = await guestRow(db(), bad.id);
    expect(refused).toMatchObject({ status: 'unsent', deliveryStatus: 'failed', sentAt: null });
    expect(refused.deliveryError).toContain('Invalid `to` field');

    const view = await host.browser.client.events.byId.query({ eventId: event.id });
    expect(view.guests.find((g) => g.id === bad.id)?.delivery).toEqual({
      state: 'failed',
      error: refused.deliveryError,
    });
  });
});

describe('a provider outage', () => {
  it('is retried with back-off until the provider takes the e-mail', async () => {
    const { host, event } = await hostedEvent(db(), running.url);
    const guest = await insertGuest(db(), event.id);
    outage = true;
    await host.browser.client.guests.send.mutate({ eventId: event.id, type: 'all' });
    await expect
      .poll(async () => (await guestRow(db(), guest.id)).deliveryError, { timeout: 20_000 })
      .toContain('503');
    expect((await guestRow(db(), guest.id)).deliveryStatus).toBe('queued');
    outage = false;
    const [row] = await settled(db(), [guest.id], 60_000);
    expect(row).toMatchObject({ status: 'sent', deliveryStatus: 'sent', deliveryError: null });
    const [mail] = await invitationMails(db(), event.id);
    expect(mail?.attempts).toBeGreaterThanOrEqual(2);
    expect(running.standIn.accepted.filter((m) => m.to === guest.email)).toHaveLength(1);
  }, 90_000);
});

describe('the invitation worker', () => {
  /** A guest queued by a send (as guests.send leaves it), and that send's job. */
  async function queuedGuest(email?: string) {
    const { event } = await hostedEvent(db(), running.url);
    const sendId = randomUUID();
    const guest = await insertGuest(db(), event.id, {
      ...(email ? { email } : {}),
      deliveryStatus: 'queued',
      deliverySendId: sendId,
    });
    const job = (attempt: number, retryLimit = 8) => ({
      id: randomUUID(),
      data: { sendId, invitationId: guest.id, origin: running.url, personalMessage: null },
      retryCount: attempt,
      retryLimit,
    });
    return { event, guest, sendId, job };
  }

  /** A mailer that tries once, against the stand-in in an outage. */
  function unavailable() {
    outage = true;
    const transport = createResendTransport({
      apiKey: API_KEY,
      baseUrl: running.standIn.url,
      maxAttempts: 1,
    });
    return createMailer({ db: db(), transport, from: TEST_MAIL_FROM, log: silent });
  }

  it('fails a job it may retry and keeps the guest queued, with the reason noted', async () => {
    const { guest, job } = await queuedGuest();
    const mailer = unavailable();
    const deps = { db: db(), mailer, log: silent, unsubscribe };
    const [result] = await deliverInvitations(deps, [job(0)]);
    expect(result?.status).toBe('failed');
    const row = await guestRow(db(), guest.id);
    expect(row.deliveryStatus).toBe('queued');
    expect(row.deliveryError).toContain('503');
  });

  it('shows the host Failed with the reason after the last retry', async () => {
    const { guest, job } = await queuedGuest();
    const mailer = unavailable();
    const deps = { db: db(), mailer, log: silent, unsubscribe };
    const [result] = await deliverInvitations(deps, [job(8)]);
    expect(result?.status).toBe('failed');
    const row = await guestRow(db(), guest.id);
    expect(row).toMatchObject({ deliveryStatus: 'failed', status: 'unsent', sentAt: null });
    expect(row.deliveryError).toMatch(/Resend refused the message \(503/);
  });

  it('sends nothing twice when a job runs again, and a late result never overwrites a newer send', async () => {
    const { event, guest, job } = await queuedGuest();
    const first = job(0);
    const deps = { db: db(), mailer: runningMailer(), log: silent, unsubscribe };
    await deliverInvitations(deps, [first]);
    await deliverInvitations(deps, [{ ...first, retryCount: 1 }]);
    expect(await invitationMails(db(), event.id)).toHaveLength(1);
    expect(running.standIn.accepted.filter((m) => m.to === guest.email)).toHaveLength(1);

    // A newer send is queued; the older send's (repeated) outcome leaves its state alone.
    await db()
      .update(invitations)
      .set({ deliveryStatus: 'queued', deliverySendId: randomUUID() })
      .where(eq(invitations.id, guest.id));
    await deliverInvitations(deps, [{ ...first, retryCount: 2 }]);
    expect((await guestRow(db(), guest.id)).deliveryStatus).toBe('queued');
  });

  it('fails a guest whose address was removed, and skips a removed guest', async () => {
    const noAddress = await queuedGuest();
    await db()
      .update(invitations)
      .set({ email: null })
      .where(eq(invitations.id, noAddress.guest.id));
    const removed = await queuedGuest();
    await db()
      .update(invitations)
      .set({ status: 'removed' })
      .where(eq(invitations.id, removed.guest.id));
    const deps = { db: db(), mailer: runningMailer(), log: silent, unsubscribe };
    const results = await deliverInvitations(deps, [noAddress.job(0), removed.job(0)]);
    expect(results.map((r) => r.status)).toEqual(['completed', 'completed']);
    expect(await guestRow(db(), noAddress.guest.id)).toMatchObject({
      deliveryStatus: 'failed',
      deliveryError: messages.send.noEmailAddress,
    });
    expect(await invitationMails(db(), removed.event.id)).toEqual([]);
  });
});

/** A mailer on the stand-in, as the app's. */
function runningMailer() {
  return createMailer({
    db: db(),
    transport: createResendTransport({ apiKey: API_KEY, baseUrl: running.standIn.url }),
    from: TEST_MAIL_FROM,
    log: silent,
  });
}
