import { createServer } from 'node:http';
import twilio from 'twilio';
import { afterEach, describe, expect, it } from 'vitest';
import { listenOnLoopback } from '../http/loopback-server.ts';
import { smsSetupFrom } from './sms-config.ts';
import { startTwilioStandIn, type TwilioStandIn } from './twilio-stand-in.ts';
import { createTwilioTransport } from './twilio-transport.ts';

const ACCOUNT = `AC${'0'.repeat(31)}1`;
const TOKEN = 'stand-in-auth-token';
const FROM = '+15005550006';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

async function standIn(options: Partial<Parameters<typeof startTwilioStandIn>[0]> = {}) {
  const started = await startTwilioStandIn({ accountSid: ACCOUNT, authToken: TOKEN, ...options });
  closers.push(() => started.close());
  return started;
}

/** The app's webhook address: what it received, each checked with the SDK's validateRequest. */
async function webhookReceiver() {
  const received: { params: Record<string, string>; valid: boolean }[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const params = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString()));
      const signature = String(req.headers['x-twilio-signature'] ?? '');
      const valid = twilio.validateRequest(TOKEN, signature, `${url}${req.url ?? ''}`, params);
      received.push({ params, valid });
      res.writeHead(valid ? 204 : 403).end();
    });
  });
  const listening = await listenOnLoopback(server);
  const url = listening.url;
  closers.push(() => listening.close());
  return { url, received };
}

const transportFor = async (
  stand: TwilioStandIn,
  options: { authToken?: string; timeoutMs?: number } = {},
) =>
  createTwilioTransport({
    accountSid: ACCOUNT,
    authToken: options.authToken ?? TOKEN,
    sender: { from: FROM },
    baseUrl: stand.url,
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  });

describe('the Twilio adapter (the real SDK against the stand-in)', () => {
  it('sends a text and hears its delivery in callbacks signed as Twilio signs them', async () => {
    const stand = await standIn();
    const app = await webhookReceiver();
    const result = await (await transportFor(stand)).send({
      to: '+15550100199',
      body: 'Maya invites you to Zoe’s 30th!',
      statusCallback: `${app.url}/api/sms/status`,
    });
    expect(result).toEqual({
      status: 'sent',
      providerId: expect.stringMatching(/^SM[0-9a-f]{32}$/),
    });
    expect(stand.accepted).toMatchObject([
      { to: '+15550100199', from: FROM, body: 'Maya invites you to Zoe’s 30th!' },
    ]);
    await stand.settled();
    expect(app.received.map((r) => [r.params.MessageStatus, r.valid])).toEqual([
      ['sent', true],
      ['delivered', true],
    ]);
    expect(app.received[0]?.params.MessageSid).toBe(
      result.status === 'sent' ? result.providerId : '',
    );
  });

  it('signs an inbound reply so that a forged or changed one fails validation', async () => {
    const stand = await standIn();
    const app = await webhookReceiver();
    const reply = await stand.inbound(`${app.url}/api/sms/inbound`, {
      from: '+15550100199',
      to: FROM,
      body: 'STOP',
    });
    expect(reply?.status).toBe(204);
    expect(app.received[0]).toMatchObject({ params: { Body: 'STOP' }, valid: true });
    const url = `${app.url}/api/sms/inbound`;
    const params = reply?.params ?? {};
    const signature = reply?.signature ?? '';
    expect(twilio.validateRequest(TOKEN, signature, url, { ...params, Body: 'START' })).toBe(false);
    expect(twilio.validateRequest('another-token', signature, url, params)).toBe(false);
  });

  it('answers a refusal instead of throwing: a bad number for good, a wrong token too', async () => {
    const stand = await standIn({
      refuse: (to) =>
        to === '+15550000000'
          ? { code: 21211, message: "The 'To' number is not valid." }
          : undefined,
    });
    expect(await (await transportFor(stand)).send({ to: '+15550000000', body: 'Hi' })).toEqual({
      status: 'failed',
      code: 21211,
      reason: "The 'To' number is not valid.",
      retryable: false,
    });
    expect(
      await (await transportFor(stand, { authToken: 'wrong' })).send({
        to: '+15550100199',
        body: 'Hi',
      }),
    ).toMatchObject({
      status: 'failed',
      code: 20003,
      retryable: false,
    });
    expect(stand.accepted).toEqual([]);
  });

  it('gives up on a provider that does not answer in time, and says it may be tried again', async () => {
    const stand = await standIn({ answerDelayMs: 2_000 });
    const started = Date.now();
    const result = await (await transportFor(stand, { timeoutMs: 300 })).send({
      to: '+15550100199',
      body: 'Hi',
    });
    expect(result).toMatchObject({ status: 'failed', retryable: true });
    expect(Date.now() - started).toBeLessThan(1_900);
  });

  it('counts the texts each number was sent', async () => {
    const stand = await standIn({ callbacks: false });
    const transport = await transportFor(stand);
    for (const to of ['+15550100101', '+15550100102', '+15550100101'])
      await transport.send({ to, body: 'Hi' });
    expect(Object.fromEntries(stand.countsByNumber())).toEqual({
      '+15550100101': 2,
      '+15550100102': 1,
    });
  });
});

describe('the texting settings', () => {
  it('leave texting off when none is set', async () => {
    expect((await smsSetupFrom({})).kind).toBe('off');
  });

  it('refuse a part of the settings, naming what is missing', async () => {
    await expect(smsSetupFrom({ TWILIO_ACCOUNT_SID: ACCOUNT })).rejects.toThrow(
      'set TWILIO_AUTH_TOKEN and TWILIO_FROM (or TWILIO_MESSAGING_SERVICE_SID) as well',
    );
    await expect(smsSetupFrom({ TWILIO_AUTH_TOKEN: TOKEN, TWILIO_FROM: FROM })).rejects.toThrow(
      'set TWILIO_ACCOUNT_SID as well',
    );
    await expect(
      smsSetupFrom({
        TWILIO_ACCOUNT_SID: ACCOUNT,
        TWILIO_AUTH_TOKEN: TOKEN,
        TWILIO_FROM: FROM,
        TWILIO_MESSAGING_SERVICE_SID: 'MG1',
      }),
    ).rejects.toThrow('not both');
  });

  it('send from the number or through the Messaging Service they name', async () => {
    const stand = await standIn({ callbacks: false });
    const base = {
      TWILIO_ACCOUNT_SID: ACCOUNT,
      TWILIO_AUTH_TOKEN: TOKEN,
      TWILIO_BASE_URL: stand.url,
    };
    for (const [settings, from] of [
      [{ TWILIO_FROM: FROM }, FROM],
      [{ TWILIO_MESSAGING_SERVICE_SID: 'MG0123' }, 'MG0123'],
    ] as const) {
      const setup = await smsSetupFrom({ ...base, ...settings });
      if (setup.kind !== 'twilio') throw new Error('texting should be on');
      expect(await setup.texter.send({ to: '+15550100199', body: 'Hi' })).toMatchObject({
        status: 'sent',
      });
      expect(stand.accepted.at(-1)?.from).toBe(from);
    }
  });
});
