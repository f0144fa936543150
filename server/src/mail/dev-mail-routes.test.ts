import { randomUUID } from 'node:crypto';
import type { Db } from '@partyreel/db';
import { outbox } from '@partyreel/db/schema';
import { createTestDatabase, type TestDatabase } from '@partyreel/db/testing';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../test/unique-email.ts';
import type { DevMailMessage } from './dev-mail-queries.ts';
import { registerDevMailRoutes } from './dev-mail-routes.ts';
import { createMailer } from './mailer.ts';
import { createOutboxTransport } from './outbox-transport.ts';

let database: TestDatabase;
let db: Db;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.handle.db;
  app = Fastify({ logger: false });
  registerDevMailRoutes(app, db);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.destroy();
});

const FROM = 'PartyReel <hello@partyreel.local>';

function aMailer() {
  return createMailer({
    db,
    transport: createOutboxTransport(),
    from: FROM,
    log: { info() {}, warn() {} },
  });
}

/** Stores messages to `to` in the past, one a minute apart, in the given order (the last is the newest). */
async function storeMessages(
  to: string,
  subjects: string[],
  extra: { html?: string; text?: string } = {},
) {
  const start = Date.now() - subjects.length * 60_000;
  return db
    .insert(outbox)
    .values(
      subjects.map((subject, i) => ({
        idempotencyKey: `dev-mail-test/${randomUUID()}`,
        kind: 'test',
        toAddress: to,
        fromAddress: 'PartyReel <hello@partyreel.local>',
        subject,
        html: extra.html ?? `<p>${subject}</p>`,
        text: extra.text ?? subject,
        status: 'sent' as const,
        createdAt: new Date(start + i * 60_000),
      })),
    )
    .returning({ id: outbox.id });
}

async function listJson(query: string) {
  const res = await app.inject({ method: 'GET', url: `/api/dev/mail${query}` });
  return { res, messages: res.statusCode === 200 ? (res.json().messages as DevMailMessage[]) : [] };
}

function unescapeAttribute(value: string) {
  return value
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

describe('GET /api/dev/mail', () => {
  it('lists what the mailer sent, newest first, filtered by recipient in any case', async () => {
    const to = uniqueEmail('guest');
    await storeMessages(to, ['First', 'Second']);
    const sent = await aMailer().send({
      kind: 'verify-email',
      to,
      idempotencyKey: `verify/${randomUUID()}`,
      subject: 'Newest',
      html: '<p>Newest</p>',
      text: 'Newest',
    });
    await storeMessages(uniqueEmail('guest'), ['Someone else']);

    const { res, messages } = await listJson(`?to=${encodeURIComponent(to.toUpperCase())}`);

    expect(res.statusCode).toBe(200);
    expect(messages.map((m) => m.subject)).toEqual(['Newest', 'Second', 'First']);
    expect(messages[0]).toMatchObject({
      id: sent.id,
      kind: 'verify-email',
      to,
      from: 'PartyReel <hello@partyreel.local>',
      subject: 'Newest',
      html: '<p>Newest</p>',
      text: 'Newest',
      status: 'sent',
    });
    expect(new Date(messages[0]?.createdAt ?? '').getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('answers 50 by default, up to 200 when asked for more, and refuses a nonsense limit', async () => {
    const to = uniqueEmail('guest');
    await storeMessages(
      to,
      Array.from({ length: 205 }, (_, i) => `Message ${i}`),
    );
    expect((await listJson(`?to=${to}`)).messages).toHaveLength(50);
    expect((await listJson(`?to=${to}&limit=3`)).messages.map((m) => m.subject)).toEqual([
      'Message 204',
      'Message 203',
      'Message 202',
    ]);
    expect((await listJson(`?to=${to}&limit=500`)).messages).toHaveLength(200);
    for (const limit of ['0', '-1', 'ten', '1.5']) {
      expect((await listJson(`?limit=${limit}`)).res.statusCode, limit).toBe(400);
    }
  });

  it('lists everyone’s mail without a filter', async () => {
    const to = uniqueEmail('guest');
    await aMailer().send({
      kind: 'test',
      to,
      idempotencyKey: `everyone/${randomUUID()}`,
      subject: 'Just now',
      html: '<p>Just now</p>',
      text: 'Just now',
    });
    const { messages } = await listJson('');
    expect(messages[0]?.to).toBe(to);
  });
});

describe('GET /dev/mail', () => {
  const hostileHtml = '<p>Hi</p>"><script>alert(1)</script><img src=x onerror=alert(2)>';
  const hostileSubject = '<b>Bold</b> & "quoted" \'single\'';

  it('shows each message newest first, its HTML only inside a sandboxed srcdoc iframe', async () => {
    const to = uniqueEmail('guest');
    await storeMessages(to, ['Older one', hostileSubject], {
      html: hostileHtml,
      text: 'Line <one>',
    });

    const res = await app.inject({ method: 'GET', url: `/dev/mail?to=${encodeURIComponent(to)}` });

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    const page = res.body;
    expect(page).not.toContain('<script');
    expect(page).not.toContain('<b>Bold</b>');
    expect(page).not.toContain('<img');
    expect(page).toContain('&lt;b&gt;Bold&lt;/b&gt; &amp; &quot;quoted&quot;');
    expect(page).toContain('Line &lt;one&gt;');
    expect(page).toContain(to);
    expect(page.indexOf('&lt;b&gt;Bold')).toBeLessThan(page.indexOf('Older one'));

    const frames = [...page.matchAll(/<iframe ([^>]*)>/g)].map((m) => m[1] ?? '');
    expect(frames).toHaveLength(2);
    for (const attributes of frames) {
      expect(attributes).toMatch(/(^| )sandbox=""/);
      // HTML attribute names ignore case: React writes srcDoc.
      const srcdoc = attributes.match(/srcdoc="([^"]*)"/i)?.[1];
      expect(srcdoc && unescapeAttribute(srcdoc)).toBe(hostileHtml);
    }
  });

  it('shows one message on its own page, and 404 for an unknown or malformed id', async () => {
    const [stored] = await storeMessages(uniqueEmail('guest'), ['Only me'], {
      text: 'Plain words',
    });
    const one = await app.inject({ method: 'GET', url: `/dev/mail/${stored?.id}` });
    expect(one.statusCode).toBe(200);
    expect(one.body).toContain('Only me');
    expect(one.body).toContain('<pre>Plain words</pre>');
    expect(one.body).toMatch(/<iframe [^>]*sandbox=""/);

    for (const id of [randomUUID(), 'not-a-uuid', "1' or '1'='1"]) {
      const res = await app.inject({ method: 'GET', url: `/dev/mail/${encodeURIComponent(id)}` });
      expect(res.statusCode, id).toBe(404);
    }
  });
});
