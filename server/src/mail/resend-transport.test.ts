import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { outbox } from '@partyreel/db/schema';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { testDatabaseForFile } from '../../test/per-file.ts';
import { createMailer, type OutgoingMail } from './mailer.ts';
import { resendError, type StandInAnswer, startResendStandIn } from './resend-stand-in.ts';
import { createResendTransport, ResendDeliveryError, retryAfterMs } from './resend-transport.ts';

const API_KEY = 're_test_key';
const silent = { info() {}, warn() {} };

const message: OutgoingMail = {
  from: 'PartyReel <hello@partyreel.test>',
  to: 'guest@example.com',
  subject: 'Verify your PartyReel email',
  html: '<p>Hi Ada</p>',
  text: 'Hi Ada',
  idempotencyKey: 'verify-email/user-1/token-1',
};

let standIn: Awaited<ReturnType<typeof startResendStandIn>> | undefined;
afterEach(async () => {
  await standIn?.close();
  standIn = undefined;
});

async function answering(script: (n: number) => StandInAnswer) {
  standIn = await startResendStandIn({ apiKey: API_KEY, answer: (n) => script(n) });
  return standIn;
}

const accepted = (id: string): StandInAnswer => ({ status: 200, body: { id } });

describe('Resend transport against a local stand-in', () => {
  it('retries a 429 after its retry-after and then delivers', async () => {
    const server = await answering((n) =>
      n === 1
        ? resendError(429, 'rate_limit_exceeded', 'Too many requests', { 'retry-after': '1' })
        : accepted('re-msg-42'),
    );
    const transport = createResendTransport({ apiKey: API_KEY, baseUrl: server.url });

    await expect(transport.deliver(message)).resolves.toEqual({ providerMessageId: 're-msg-42' });

    expect(server.requests).toHaveLength(2);
    const [first, second] = server.requests;
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(900);
    for (const request of server.requests) {
      expect(request.headers.authorization).toBe(`Bearer ${API_KEY}`);
      expect(request.headers['idempotency-key']).toBe(message.idempotencyKey);
      expect(request.body).toMatchObject({
        from: message.from,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
      });
    }
  });

  it('fails at once on a 422, without retrying', async () => {
    const server = await answering(() => resendError(422, 'validation_error', 'Invalid `to`'));
    const transport = createResendTransport({ apiKey: API_KEY, baseUrl: server.url, backoffMs: 1 });

    const error = await transport.deliver(message).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResendDeliveryError);
    expect(error).toMatchObject({ status: 422, code: 'validation_error', attempts: 1 });
    expect(String((error as Error).message)).toContain('Invalid `to`');
    expect(server.requests).toHaveLength(1);
  });

  it('fails at once when the key is refused', async () => {
    const server = await answering(() => accepted('never'));
    const transport = createResendTransport({ apiKey: 're_wrong', baseUrl: server.url });
    await expect(transport.deliver(message)).rejects.toMatchObject({ status: 401 });
    expect(server.requests).toHaveLength(1);
  });

  it('retries a 5xx with back-off and then delivers', async () => {
    const server = await answering((n) =>
      n === 1 ? resendError(503, 'internal_server_error', 'Unavailable') : accepted('re-msg-7'),
    );
    const transport = createResendTransport({ apiKey: API_KEY, baseUrl: server.url, backoffMs: 5 });
    await expect(transport.deliver(message)).resolves.toEqual({ providerMessageId: 're-msg-7' });
    expect(server.requests).toHaveLength(2);
  });

  it('gives up after 3 attempts, capping a long retry-after', async () => {
    const server = await answering(() =>
      resendError(429, 'rate_limit_exceeded', 'Slow down', { 'retry-after': '3600' }),
    );
    const transport = createResendTransport({
      apiKey: API_KEY,
      baseUrl: server.url,
      maxWaitMs: 20,
    });
    await expect(transport.deliver(message)).rejects.toMatchObject({ status: 429, attempts: 3 });
    expect(server.requests).toHaveLength(3);
  });

  it('does not retry a spent daily quota, though it is a 429', async () => {
    const server = await answering(() =>
      resendError(429, 'daily_quota_exceeded', 'Quota reached', { 'retry-after': '1' }),
    );
    const transport = createResendTransport({ apiKey: API_KEY, baseUrl: server.url });
    await expect(transport.deliver(message)).rejects.toMatchObject({ status: 429 });
    expect(server.requests).toHaveLength(1);
  });

  it('retries when nothing answers, then fails', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const transport = createResendTransport({
      apiKey: API_KEY,
      baseUrl: `http://127.0.0.1:${port}`,
      backoffMs: 1,
    });
    await expect(transport.deliver(message)).rejects.toMatchObject({ status: null, attempts: 3 });
  });
});

describe('the mailer on the Resend transport', () => {
  const database = testDatabaseForFile();
  const db = () => database.handle.db;

  it('records Resend’s message id on the outbox row', async () => {
    const server = await answering(() => accepted('re-msg-outbox'));
    const mailer = createMailer({
      db: db(),
      transport: createResendTransport({ apiKey: API_KEY, baseUrl: server.url }),
      from: message.from,
      log: silent,
    });
    const result = await mailer.send({ ...message, kind: 'test', idempotencyKey: 'resend-e2e-1' });
    expect(result.status).toBe('sent');
    const [row] = await db().select().from(outbox).where(eq(outbox.id, result.id));
    expect(row).toMatchObject({ status: 'sent', providerMessageId: 're-msg-outbox', attempts: 1 });
    expect(server.requests[0]?.headers['idempotency-key']).toBe('resend-e2e-1');
  });

  it('sends a message’s headers from the outbox, on its first try and on a retry', async () => {
    const server = await answering((n) =>
      n === 1 ? resendError(503, 'internal_server_error', 'Down') : accepted('re-msg-headers'),
    );
    const transport = createResendTransport({
      apiKey: API_KEY,
      baseUrl: server.url,
      maxAttempts: 1,
    });
    const mailer = createMailer({ db: db(), transport, from: message.from, log: silent });
    const headers = {
      'List-Unsubscribe': '<https://partyreel.test/unsubscribe/abc.def>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
    const mail = { ...message, kind: 'invitation', idempotencyKey: 'resend-e2e-headers', headers };
    expect((await mailer.send(mail)).status).toBe('failed');
    // The retry is asked without the headers: the stored message is what goes.
    expect((await mailer.send({ ...mail, headers: undefined })).status).toBe('sent');
    const bodies = server.requests.map((r) => r.body as { headers?: unknown });
    expect(bodies.map((b) => b.headers)).toEqual([headers, headers]);
    const [row] = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.idempotencyKey, 'resend-e2e-headers'));
    expect(row?.headers).toEqual(headers);
  });

  it('records a refusal as failed with Resend’s reason', async () => {
    const server = await answering(() => resendError(422, 'validation_error', 'Invalid `to`'));
    const mailer = createMailer({
      db: db(),
      transport: createResendTransport({ apiKey: API_KEY, baseUrl: server.url }),
      from: message.from,
      log: silent,
    });
    const result = await mailer.send({ ...message, kind: 'test', idempotencyKey: 'resend-e2e-2' });
    expect(result.status).toBe('failed');
    const [row] = await db().select().from(outbox).where(eq(outbox.id, result.id));
    expect(row?.status).toBe('failed');
    expect(row?.error).toContain('422 validation_error');
  });
});

describe('retryAfterMs', () => {
  it('reads seconds and HTTP dates, and ignores nonsense', () => {
    const now = Date.parse('2026-11-21T12:00:00Z');
    expect(retryAfterMs('1', now)).toBe(1000);
    expect(retryAfterMs(' 2.5 ', now)).toBe(2500);
    expect(retryAfterMs('Sat, 21 Nov 2026 12:00:05 GMT', now)).toBe(5000);
    expect(retryAfterMs('Sat, 21 Nov 2026 11:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs(undefined, now)).toBeUndefined();
  });
});
