import { smsInbound, smsOptOuts } from '@partyreel/db/schema';
import { eq } from 'drizzle-orm';
import twilio from 'twilio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/app.ts';
import { startedForFile } from '../../test/per-file.ts';
import { TEST_TWILIO_FROM, twilioSettings } from '../../test/twilio.ts';
import { keywordAnswer, SMS_INBOUND_PATH, smsKeyword } from './sms-inbound-route.ts';
import { startTwilioStandIn, type TwilioStandIn } from './twilio-stand-in.ts';

/** Replies to our texts: STOP, START and HELP, as Twilio delivers them, signed. */
const ACCOUNT = `AC${'2'.repeat(32)}`;
const TOKEN = 'inbound-test-token';
const OURS = TEST_TWILIO_FROM;

let standIn: TwilioStandIn;
beforeAll(async () => {
  standIn = await startTwilioStandIn({ accountSid: ACCOUNT, authToken: TOKEN });
});
afterAll(() => standIn.close());

const running = startedForFile(() =>
  startTestApp({ sms: twilioSettings(standIn, { accountSid: ACCOUNT, authToken: TOKEN }) }),
);
const db = () => running.database.handle.db;
const inboundUrl = () => `${running.url}${SMS_INBOUND_PATH}`;

let numbers = 0;
/** A guest's number no other test uses. */
const newNumber = () => `+1555010${String(1000 + ++numbers).slice(-4)}`;

const reply = async (from: string, body: string) =>
  standIn.inbound(inboundUrl(), { from, to: OURS, body });

const optedOut = async (phone: string) =>
  (await db().select().from(smsOptOuts).where(eq(smsOptOuts.phone, phone))).length === 1;

/** Posts `params` to the inbound address with `signature`, as anyone could. */
const postSigned = (params: Record<string, string>, signature: string) =>
  fetch(inboundUrl(), {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': signature,
    },
    body: new URLSearchParams(params).toString(),
  });

describe('replies to our texts', () => {
  it('reads the keywords as carriers do: the whole message, in any case', () => {
    for (const word of [
      'STOP',
      'stop',
      ' Stop. ',
      'STOPALL',
      'unsubscribe',
      'Cancel',
      'END',
      'quit',
    ])
      expect(smsKeyword(word)).toBe('stop');
    for (const word of ['START', 'start', 'Unstop']) expect(smsKeyword(word)).toBe('start');
    for (const word of ['HELP', 'help', 'Info']) expect(smsKeyword(word)).toBe('help');
    for (const text of ['please stop', 'Yes please', 'See you there!', ''])
      expect(smsKeyword(text)).toBeNull();
  });

  it('STOP stops every text to the number, START lets them through again, HELP says who we are', async () => {
    const phone = newNumber();
    const stop = await fetchReply(phone, 'Stop');
    expect(stop.status).toBe(200);
    expect(stop.text).toContain(keywordAnswer('stop', running.url));
    expect(await optedOut(phone)).toBe(true);

    const help = await fetchReply(phone, 'HELP');
    expect(help.text).toContain('Reply STOP to stop.');
    expect(await optedOut(phone)).toBe(true);

    const start = await fetchReply(phone, 'START');
    expect(start.text).toContain('texts are on again');
    expect(await optedOut(phone)).toBe(false);

    // Anything else is kept as a reply seen, and answered with nothing.
    const other = await fetchReply(phone, 'Can I bring my dog?');
    expect(other.text).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
    expect(await optedOut(phone)).toBe(false);
  });

  it('refuses a forged or changed reply, and changes nothing', async () => {
    const phone = newNumber();
    const params = {
      AccountSid: ACCOUNT,
      MessageSid: `SM${'f'.repeat(32)}`,
      From: phone,
      To: OURS,
      Body: 'STOP',
    };
    const forged = twilio.getExpectedTwilioSignature('not-our-token', inboundUrl(), params);
    expect((await postSigned(params, forged)).status).toBe(403);
    expect((await postSigned(params, '')).status).toBe(403);
    const signed = twilio.getExpectedTwilioSignature(TOKEN, inboundUrl(), params);
    expect((await postSigned({ ...params, From: newNumber() }, signed)).status).toBe(403);
    expect(await optedOut(phone)).toBe(false);
    expect(await db().select().from(smsInbound).where(eq(smsInbound.phone, phone))).toEqual([]);
    // The same request, rightly signed, is taken.
    expect((await postSigned(params, signed)).status).toBe(200);
    expect(await optedOut(phone)).toBe(true);
  });

  it('acts on a reply once: a STOP delivered again after a START changes nothing', async () => {
    const phone = newNumber();
    const stop = await reply(phone, 'STOP');
    await reply(phone, 'START');
    expect(await optedOut(phone)).toBe(false);
    const again = await postSigned(stop?.params ?? {}, stop?.signature ?? '');
    expect(again.status).toBe(200);
    expect(await optedOut(phone)).toBe(false);
  });
});

describe('replies while texting is off', () => {
  it('have no address to go to', async () => {
    const off = await startTestApp();
    try {
      const res = await fetch(`${off.url}${SMS_INBOUND_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'Body=STOP',
      });
      expect(res.status).toBe(404);
    } finally {
      await off.close();
    }
  });
});

/** A reply from `phone`, signed by the stand-in, with the TwiML the app answered. */
async function fetchReply(phone: string, body: string) {
  const posted = await reply(phone, body);
  return { status: posted?.status ?? 0, text: posted?.answer ?? '' };
}
