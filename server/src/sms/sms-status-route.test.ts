import { smsOptOuts, smsOutbox } from '@partyreel/db/schema';
import { zoneAtHour } from '@partyreel/shared/format/zone-at-hour';
import { messages } from '@partyreel/shared/messages';
import { eq } from 'drizzle-orm';
import twilio from 'twilio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/app.ts';
import { insertGuest } from '../../test/factories.ts';
import { hostedEvent } from '../../test/hosts.ts';
import { startedForFile } from '../../test/per-file.ts';
import { guestRow, settled } from '../../test/readings.ts';
import { TEST_TWILIO_FROM, twilioSettings } from '../../test/twilio.ts';
import { startTwilioStandIn, type TwilioStandIn } from './twilio-stand-in.ts';

/**
 * Texts through Twilio (its stand-in, with the real SDK) and what Twilio reports of them: status
 * callbacks, signed as Twilio signs them, move the guest to Delivered or Failed with the reason;
 * forged, replayed and mismatched callbacks change nothing (docs/decisions/070).
 */
const ACCOUNT = `AC${'5'.repeat(32)}`;
const TOKEN = 'status-test-token';
const OPTED_OUT_AT_TWILIO = '+14155550999';

let standIn: TwilioStandIn;
beforeAll(async () => {
  standIn = await startTwilioStandIn({
    accountSid: ACCOUNT,
    authToken: TOKEN,
    callbacks: false,
    refuse: (to) =>
      to === OPTED_OUT_AT_TWILIO
        ? { code: 21610, message: 'Attempt to send to unsubscribed recipient' }
        : undefined,
  });
});
afterAll(() => standIn.close());

const running = startedForFile(() =>
  startTestApp({ sms: twilioSettings(standIn, { accountSid: ACCOUNT, authToken: TOKEN }) }),
);
const db = () => running.database.handle.db;

let numbers = 0;
const newNumber = () => `+1415555${String(4000 + ++numbers)}`;

/** A phone-only guest of a paid daytime event, texted through Twilio; answers the accepted text. */
async function textedGuest(phone = newNumber()) {
  const { host, event } = await hostedEvent(db(), running.url, {
    timeZone: zoneAtHour(12),
    smsConsentAt: new Date(),
  });
  const guest = await insertGuest(db(), event.id, { email: null, phone });
  await host.browser.client.guests.send.mutate({ eventId: event.id, type: 'all' });
  const [row] = await settled(db(), [guest.id]);
  const text = standIn.accepted.find((t) => t.to === phone);
  return { guest, row, text };
}

/** Posts a status callback to `url` signed with `token`, as Twilio would. */
const postStatus = (url: string, params: Record<string, string>, token = TOKEN) =>
  fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': twilio.getExpectedTwilioSignature(token, url, params),
    },
    body: new URLSearchParams(params).toString(),
  });

const statusOf = (sid: string, status: string, errorCode?: string) => ({
  AccountSid: ACCOUNT,
  MessageSid: sid,
  MessageStatus: status,
  ...(errorCode ? { ErrorCode: errorCode } : {}),
});

describe('texts through Twilio', () => {
  it('hands Twilio the text with where to report, and Delivered follows its callback', async () => {
    const { guest, row, text } = await textedGuest();
    expect(row).toMatchObject({ status: 'sent', deliveryStatus: 'sent' });
    if (!text?.statusCallback) throw new Error('Twilio got no status callback address');
    expect(text.statusCallback.startsWith(`${running.url}/api/sms/status?text=`)).toBe(true);
    expect(text.from).toBe(TEST_TWILIO_FROM);

    expect((await postStatus(text.statusCallback, statusOf(text.sid, 'sent'))).status).toBe(204);
    expect((await guestRow(db(), guest.id)).deliveryStatus).toBe('sent');
    expect((await postStatus(text.statusCallback, statusOf(text.sid, 'delivered'))).status).toBe(
      204,
    );
    expect(await guestRow(db(), guest.id)).toMatchObject({
      deliveryStatus: 'delivered',
      deliveryError: null,
    });
    // Told again, or told otherwise afterwards: a final status stays.
    await postStatus(text.statusCallback, statusOf(text.sid, 'undelivered', '30003'));
    expect((await guestRow(db(), guest.id)).deliveryStatus).toBe('delivered');
  });

  it('shows the host why a text did not arrive', async () => {
    for (const [code, reason] of [
      ['30006', messages.texts.failedLandline],
      ['30003', messages.texts.failedUnreachable],
      ['30008', messages.texts.failed],
    ] as const) {
      const { guest, text } = await textedGuest();
      if (!text?.statusCallback) throw new Error('no status callback address');
      await postStatus(text.statusCallback, statusOf(text.sid, 'undelivered', code));
      expect(await guestRow(db(), guest.id)).toMatchObject({
        deliveryStatus: 'failed',
        deliveryError: reason,
      });
    }
  });

  it('refuses a forged callback, and ignores one about another message', async () => {
    const { guest, text } = await textedGuest();
    if (!text?.statusCallback) throw new Error('no status callback address');
    const forged = await postStatus(
      text.statusCallback,
      statusOf(text.sid, 'undelivered', '30006'),
      'not-our-token',
    );
    expect(forged.status).toBe(403);
    const unsigned = await fetch(text.statusCallback, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(statusOf(text.sid, 'failed')).toString(),
    });
    expect(unsigned.status).toBe(403);
    // Signed, but for another text's id: the row's own message decides.
    await postStatus(text.statusCallback, statusOf(`SM${'0'.repeat(32)}`, 'failed', '30006'));
    expect((await guestRow(db(), guest.id)).deliveryStatus).toBe('sent');
  });

  it('stops texting a number Twilio says replied STOP, and tells the host', async () => {
    const { guest, row } = await textedGuest(OPTED_OUT_AT_TWILIO);
    expect(row).toMatchObject({
      deliveryStatus: 'failed',
      deliveryError: messages.texts.failedOptedOut,
      status: 'unsent',
    });
    const stops = await db()
      .select()
      .from(smsOptOuts)
      .where(eq(smsOptOuts.phone, OPTED_OUT_AT_TWILIO));
    expect(stops).toHaveLength(1);
    const [text] = await db().select().from(smsOutbox).where(eq(smsOutbox.invitationId, guest.id));
    expect(text).toMatchObject({ status: 'failed', error: messages.texts.failedOptedOut });
  });
});
