import { randomUUID } from 'node:crypto';
import { uploads } from '@partyreel/db/schema';
import { messages } from '@partyreel/shared/messages';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { startTestAppWithDataDir } from '../../test/app.ts';
import { newAccount } from '../../test/factories.ts';
import { uploadFile } from '../../test/fixtures/uploads/upload-client.ts';
import { startedForFile } from '../../test/per-file.ts';
import { networkOf } from '../auth/anonymous-origin.ts';
import { SESSION_COOKIE } from '../auth/session-cookie.ts';
import { UPLOAD_QUOTA_BYTES } from './upload-limits.ts';

// Behind one proxy: each test client names its address in X-Forwarded-For.
const running = startedForFile(() => startTestAppWithDataDir({ trustProxy: { hops: 1 } }));
const db = () => running.database.handle.db;
const MIB = 1024 * 1024;

/** An anonymous session started from `address`: its user id and the headers its uploads send. */
async function anonymousFrom(address: string) {
  const res = await fetch(`${running.url}/trpc/auth.signInAnonymously`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
  });
  const body = (await res.json()) as { result: { data: { id: string } } };
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error('no session cookie');
  return { id: body.result.data.id, headers: { cookie, 'x-forwarded-for': address } };
}

/** Makes `ownerId` already hold `bytes` of uploads (a row without a file: only its size counts). */
async function alreadyStored(ownerId: string, bytes: number) {
  await db()
    .insert(uploads)
    .values({ ownerId, path: `${randomUUID()}.mp4`, kind: 'video', mimeType: 'video/mp4', bytes });
}

const image = async () => ({
  bytes: await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fa0' } })
    .png()
    .toBuffer(),
  name: 'a.png',
});
const upload = async (who: { headers: Record<string, string> }) =>
  uploadFile(running.url, 'image', await image(), who.headers);
const overBudget = { status: 413, body: { error: messages.media.anonymousBudgetExceeded } };

describe('the storage budget of anonymous sessions from one network', () => {
  it('is shared by every anonymous session started from one address; other addresses are apart', async () => {
    const address = '203.0.113.70';
    const first = await anonymousFrom(address);
    const second = await anonymousFrom(address);
    // Each within their own quota, together the whole budget.
    await alreadyStored(first.id, 150 * MIB);
    await alreadyStored(second.id, UPLOAD_QUOTA_BYTES.anonymousPerOrigin - 150 * MIB - 10);
    expect(await upload(second)).toEqual(overBudget);
    // A fresh anonymous session from there gains nothing…
    expect(await upload(await anonymousFrom(address))).toEqual(overBudget);
    // …one from elsewhere has its own.
    expect((await upload(await anonymousFrom('198.51.100.70'))).status).toBe(201);
  });

  it('counts an IPv6 /64 as one network', async () => {
    const a = await anonymousFrom('2001:db8:70:1::1');
    await alreadyStored(a.id, UPLOAD_QUOTA_BYTES.anonymous - 10);
    const b = await anonymousFrom('2001:db8:70:1:ffff:ffff:ffff:fffe');
    await alreadyStored(b.id, UPLOAD_QUOTA_BYTES.anonymousPerOrigin - UPLOAD_QUOTA_BYTES.anonymous);
    expect(await upload(await anonymousFrom('2001:db8:70:1:abcd::9'))).toEqual(overBudget);
    expect((await upload(await anonymousFrom('2001:db8:70:2::1'))).status).toBe(201);
  });

  it('stops counting a session once it registers: the account has its own quota', async () => {
    const address = '203.0.113.71';
    const host = await anonymousFrom(address);
    await alreadyStored(host.id, UPLOAD_QUOTA_BYTES.anonymous - 10);
    const neighbour = await anonymousFrom(address);
    await alreadyStored(
      neighbour.id,
      UPLOAD_QUOTA_BYTES.anonymousPerOrigin - UPLOAD_QUOTA_BYTES.anonymous,
    );
    expect(await upload(neighbour)).toEqual(overBudget);
    const registered = await fetch(`${running.url}/trpc/auth.register`, {
      method: 'POST',
      headers: { ...host.headers, 'content-type': 'application/json' },
      body: JSON.stringify(newAccount()),
    });
    expect(registered.status).toBe(200);
    expect((await upload(neighbour)).status).toBe(201);
  });
});

describe('networkOf', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:0db8:0001:0002:0003:0004:0005:0006', '2001:db8:1:2::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('%s is the network %s', (address, network) => {
    expect(networkOf(address)).toBe(network);
  });
});
