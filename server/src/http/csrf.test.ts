import { waitlist } from '@partyreel/db/schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { postJson, startTestApp } from '../../test/app.ts';
import { startedForFile } from '../../test/per-file.ts';
import { uniqueEmail } from '../../test/unique-email.ts';

const running = startedForFile(startTestApp);

const stored = async (email: string) =>
  (await running.database.handle.db.select().from(waitlist).where(eq(waitlist.email, email)))
    .length;

const sameSite = { host: 'localhost:3000', origin: 'http://localhost:3000' };
const elsewhere = { host: 'localhost:3000', origin: 'https://evil.example' };

describe('writes from another site (CSRF)', () => {
  it.each([
    ['a percent-encoded path', '/%74rpc/waitlist.join', {}],
    ['an Upgrade header on a POST', '/trpc/waitlist.join', { upgrade: 'websocket' }],
  ])('are refused whatever the spelling: %s', async (_, url, extra) => {
    const email = uniqueEmail('csrf');
    const res = await postJson(running.app, url, JSON.stringify({ email }), {
      ...elsewhere,
      ...extra,
    });
    expect(res.statusCode).toBe(403);
    expect(await stored(email)).toBe(0);
  });

  it('refuses any unsafe method from elsewhere, on any route', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const res = await running.app.inject({ method, url: '/api/uploads', headers: elsewhere });
      expect(res.statusCode).toBe(403);
    }
  });

  it.each([
    [
      'multipart',
      'multipart/form-data; boundary=x',
      `--x\r\nContent-Disposition: form-data; name="email"\r\n\r\n{{email}}\r\n--x--\r\n`,
    ],
    ['url-encoded', 'application/x-www-form-urlencoded', 'email={{email}}'],
    ['plain text', 'text/plain', '{"email":"{{email}}"}'],
  ])('lets no %s body reach a mutation, even from the same site', async (_, type, template) => {
    const email = uniqueEmail('csrf');
    const res = await running.app.inject({
      method: 'POST',
      url: '/trpc/waitlist.join',
      headers: { ...sameSite, 'content-type': type },
      payload: template.replace('{{email}}', email),
    });
    expect(res.statusCode).toBe(415);
    expect(await stored(email)).toBe(0);
  });

  it('still takes a JSON call from the app itself, and a webhook without an Origin', async () => {
    const email = uniqueEmail('csrf');
    const res = await postJson(
      running.app,
      '/trpc/waitlist.join',
      JSON.stringify({ email }),
      sameSite,
    );
    expect(res.statusCode).toBe(200);
    expect(await stored(email)).toBe(1);
    // Stripe sends no Origin: its webhook is judged by its signature (400 here), not refused as CSRF.
    const webhook = await postJson(running.app, '/api/payments/webhook', '{}');
    expect(webhook.statusCode).toBe(400);
  });
});
