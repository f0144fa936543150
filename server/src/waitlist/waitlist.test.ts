import { waitlist } from '@partyreel/db/schema';
import { messages } from '@partyreel/shared/messages';
import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { collect, postJson, startApp, startTestApp } from '../../test/app.ts';
import { startedForFile } from '../../test/per-file.ts';
import { uniqueEmail } from '../../test/unique-email.ts';
import type { AppRouter } from '../router.ts';

const running = startedForFile(startTestApp);

async function rows() {
  return running.database.handle.db.select().from(waitlist);
}

describe('waitlist.join', () => {
  it('stores the address lower-cased and the count goes up by one', async () => {
    const before = await running.http.waitlist.count.query();
    const email = uniqueEmail('guest');
    await expect(
      running.http.waitlist.join.mutate({ email: `  ${email.toUpperCase()} ` }),
    ).resolves.toEqual({
      ok: true,
    });
    expect((await rows()).some((r) => r.email === email)).toBe(true);
    expect(await running.http.waitlist.count.query()).toEqual({ count: before.count + 1 });
  });

  it('joining again in another letter case stores one row and answers the same', async () => {
    const email = uniqueEmail('guest');
    const first = await running.http.waitlist.join.mutate({ email });
    const before = (await rows()).length;
    const second = await running.http.waitlist.join.mutate({ email: email.toUpperCase() });
    expect(second).toEqual(first);
    expect((await rows()).length).toBe(before);
    expect((await rows()).filter((r) => r.email === email)).toHaveLength(1);
  });

  it.each([
    ['no @', 'guest.example.com'],
    ['no dot', 'guest@example'],
    ['empty', ''],
    ['blank', '   '],
    ['10 kB', `${'a'.repeat(10_000)}@example.com`],
  ])(
    'refuses an address with %s with the catalogue message and stores nothing',
    async (_, email) => {
      const before = (await rows()).length;
      const error = await running.http.waitlist.join.mutate({ email }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(TRPCClientError);
      expect((error as TRPCClientError<AppRouter>).data?.code).toBe('BAD_REQUEST');
      expect((error as TRPCClientError<AppRouter>).message).toBe(messages.waitlist.invalidEmail);
      expect((await rows()).length).toBe(before);
    },
  );

  it.each([
    ['a number', { email: 42 }],
    ['an object', { email: { $gt: '' } }],
    ['nothing', {}],
    ['an array', [1, 2]],
    ['null', null],
  ])('answers 400, never 500, to %s sent straight to the API', async (_, input) => {
    const before = (await rows()).length;
    const res = await postJson(running.app, '/trpc/waitlist.join', JSON.stringify(input));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(messages.waitlist.invalidEmail);
    expect((await rows()).length).toBe(before);
  });

  it('answers 400 to a body that is not JSON', async () => {
    const res = await postJson(running.app, '/trpc/waitlist.join', '{"email": ');
    expect(res.statusCode).toBe(400);
  });

  it('refuses a join from another site (CSRF) before it runs', async () => {
    const before = (await rows()).length;
    const res = await postJson(
      running.app,
      '/trpc/waitlist.join',
      JSON.stringify({ email: uniqueEmail('guest') }),
      { origin: 'https://evil.example', host: 'localhost:3000' },
    );
    expect(res.statusCode).toBe(403);
    expect((await rows()).length).toBe(before);
  });

  it('does not answer a join sent with GET', async () => {
    const res = await running.app.inject({
      method: 'GET',
      url: `/trpc/waitlist.join?input=${encodeURIComponent(JSON.stringify({ email: uniqueEmail('guest') }))}`,
    });
    expect(res.statusCode).toBe(405);
  });
});

describe('waitlist rate limit', () => {
  it('refuses a client after 10 joins a minute with TOO_MANY_REQUESTS', async () => {
    const limited = await startApp(running.database.handle, { rateLimits: true });
    try {
      for (let i = 0; i < 10; i++)
        await limited.http.waitlist.join.mutate({ email: uniqueEmail('guest') });
      const error = await limited.http.waitlist.join
        .mutate({ email: uniqueEmail('guest') })
        .catch((e: unknown) => e);
      expect((error as TRPCClientError<AppRouter>).data?.code).toBe('TOO_MANY_REQUESTS');
      expect((error as TRPCClientError<AppRouter>).message).toBe(messages.generic.tooManyRequests);
    } finally {
      await limited.close();
    }
  });
});

describe('waitlist.live', () => {
  it('sends the current count at once, then each new count', async () => {
    const { client } = running.ws();
    const start = (await running.http.waitlist.count.query()).count;
    const seen = collect<{ id: string; data: { count: number } }>((h) =>
      client.waitlist.live.subscribe(undefined, h),
    );
    await expect.poll(() => seen.values.map((v) => v.data.count)).toEqual([start]);
    await running.http.waitlist.join.mutate({ email: uniqueEmail('guest') });
    await expect.poll(() => seen.values.map((v) => v.data.count)).toEqual([start, start + 1]);
    // A repeat join changes nothing, so nothing is pushed.
    const again = uniqueEmail('guest');
    await running.http.waitlist.join.mutate({ email: again });
    await running.http.waitlist.join.mutate({ email: again });
    await expect.poll(() => seen.values.at(-1)?.data.count).toBe(start + 2);
    expect(seen.values.map((v) => v.data.count)).toEqual([start, start + 1, start + 2]);
    expect(seen.errors).toEqual([]);
    seen.stop();
  });

  it('a client that reconnects gets the current state at once, including what it missed', async () => {
    const first = running.ws();
    const a = collect<{ id: string; data: { count: number } }>((h) =>
      first.client.waitlist.live.subscribe(undefined, h),
    );
    await expect.poll(() => a.values.length).toBe(1);
    const lastEventId = a.values[0]?.id;
    a.stop();
    await first.socket.close();
    await running.http.waitlist.join.mutate({ email: uniqueEmail('guest') });
    const now = (await running.http.waitlist.count.query()).count;

    const second = running.ws();
    const b = collect<{ id: string; data: { count: number } }>((h) =>
      second.client.waitlist.live.subscribe({ lastEventId }, h),
    );
    await expect.poll(() => b.values.map((v) => v.data.count)).toEqual([now]);
    b.stop();
  });

  it('coalesces a burst: every subscriber ends on the final count', async () => {
    const subscribers = Array.from({ length: 5 }, () => {
      const { client } = running.ws();
      return collect<{ id: string; data: { count: number } }>((h) =>
        client.waitlist.live.subscribe(undefined, h),
      );
    });
    await expect.poll(() => subscribers.every((s) => s.values.length > 0)).toBe(true);
    await Promise.all(
      Array.from({ length: 25 }, () =>
        running.http.waitlist.join.mutate({ email: uniqueEmail('guest') }),
      ),
    );
    const final = (await running.http.waitlist.count.query()).count;
    for (const s of subscribers) {
      await expect.poll(() => s.values.at(-1)?.data.count).toBe(final);
      const counts = s.values.map((v) => v.data.count);
      expect(counts).toEqual([...counts].sort((x, y) => x - y));
      s.stop();
    }
  });
});
