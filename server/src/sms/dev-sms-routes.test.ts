import { smsInbound, smsOptOuts } from '@partyreel/db/schema';
import { zoneAtHour } from '@partyreel/shared/format/zone-at-hour';
import { messages } from '@partyreel/shared/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/app.ts';
import { insertGuest } from '../../test/factories.ts';
import { hostedEvent } from '../../test/hosts.ts';
import { startedForFile } from '../../test/per-file.ts';
import { guestRow } from '../../test/readings.ts';
import { twimlMessage } from './dev-sms-routes.ts';
import { keywordAnswer } from './sms-inbound-route.ts';

/**
 * Development's texting (docs/decisions/071): the real Twilio adapter against the stand-in, whose
 * signed delivery reports and replies reach the app's own verified webhook routes.
 */
const running = startedForFile(() => startTestApp({ sms: { devTexts: true } }));
const db = () => running.database.handle.db;

interface DevText {
  to: string;
  body: string;
  status: string;
  delivery: string | null;
}

const inbox = async (to: string): Promise<DevText[]> => {
  const res = await running.app.inject({ url: `/api/dev/sms?to=${encodeURIComponent(to)}` });
  expect(res.statusCode).toBe(200);
  return (res.json() as { texts: DevText[] }).texts;
};

/** Reads `read` until `done` holds of it, for at most ten seconds. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const end = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const replyAs = async (from: string, body: string) => {
  const res = await running.app.inject({
    method: 'POST',
    url: '/api/dev/sms/reply',
    payload: { from, body },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { answer: string | null }).answer;
};

/** A paid event at noon in its own zone whose host agreed to texting, with one phone-only guest. */
async function textedGuest(phone: string) {
  const { host, event } = await hostedEvent(db(), running.url, {
    timeZone: zoneAtHour(12),
    smsConsentAt: new Date(),
  });
  const guest = await insertGuest(db(), event.id, { email: null, phone });
  await host.browser.client.guests.send.mutate({ eventId: event.id, type: 'all' });
  return guest;
}

describe('development texting through the Twilio stand-in', () => {
  it('shows each text in the inbox, and Delivered follows the stand-in’s signed report', async () => {
    const guest = await textedGuest('(415) 555-7101');
    const [text] = await until(
      () => inbox('+14155557101'),
      (texts) => texts[0]?.delivery === 'delivered',
    );
    expect(text).toMatchObject({ status: 'sent', delivery: 'delivered' });
    expect(text?.body).toContain(`/invite/${guest.uniqueCode}?id=${guest.id}`);
    const row = await until(
      () => guestRow(db(), guest.id),
      (r) => r.deliveryStatus === 'delivered',
    );
    expect(row).toMatchObject({ deliveryStatus: 'delivered', deliveryError: null });
  });

  it('plays a landline for a number ending in 0006: the host reads why the text failed', async () => {
    const guest = await textedGuest('(415) 555-0006');
    const row = await until(
      () => guestRow(db(), guest.id),
      (r) => r.deliveryStatus === 'failed',
    );
    expect(row).toMatchObject({
      deliveryStatus: 'failed',
      deliveryError: messages.texts.failedLandline,
    });
    expect((await inbox('+14155550006'))[0]?.delivery).toBe('undelivered');
  });

  it('posts a reply signed to the inbound route: STOP stops the number, START lets it through', async () => {
    const phone = '+14155557102';
    await textedGuest('(415) 555-7102');
    expect(await replyAs(phone, 'stop')).toBe(keywordAnswer('stop', running.url));
    // Applied by the inbound route, under the stand-in's own message id, not written directly.
    const [reply] = await db().select().from(smsInbound).where(eq(smsInbound.phone, phone));
    expect(reply?.messageSid).toMatch(/^SM[0-9a-f]{32}$/);
    const stopped = () => db().select().from(smsOptOuts).where(eq(smsOptOuts.phone, phone));
    expect(await stopped()).toHaveLength(1);

    expect(await replyAs(phone, 'START')).toBe(keywordAnswer('start', running.url));
    expect(await stopped()).toHaveLength(0);
    expect(await replyAs(phone, 'see you there!')).toBeNull();
  });

  it('refuses a reply from something that is not a number', async () => {
    const res = await running.app.inject({
      method: 'POST',
      url: '/api/dev/sms/reply',
      payload: { from: 'someone', body: 'STOP' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('twimlMessage', () => {
  it('reads the answer TwiML carries, and null when it carries none', () => {
    expect(
      twimlMessage(
        '<?xml version="1.0" encoding="UTF-8"?><Response><Message>Hi &amp; bye &apos;x&apos;</Message></Response>',
      ),
    ).toBe("Hi & bye 'x'");
    expect(twimlMessage('<?xml version="1.0" encoding="UTF-8"?><Response/>')).toBeNull();
  });
});
