import { afterEach, expect, test, vi } from 'vitest';
import { trpcClient } from './trpc.ts';

afterEach(() => vi.unstubAllGlobals());

/** Answers every call with `data`, as the server would, and keeps what each request asked for. */
function serverAnswering(data: unknown) {
  const requests: { url: string; init: RequestInit | undefined }[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    requests.push({ url: String(url), init });
    return new Response(JSON.stringify([{ result: { data } }]), {
      headers: { 'content-type': 'application/json' },
    });
  });
  return requests;
}

test('the view report is sent with keepalive, so a guest who closes the page at once still opened it', async () => {
  const requests = serverAnswering({ ok: true });
  await trpcClient.invite.view.mutate({ code: 'ABCDEFGH' });
  expect(requests).toHaveLength(1);
  expect(requests[0]?.url).toContain('/trpc/invite.view');
  expect(requests[0]?.init?.keepalive).toBe(true);
});

test('other calls are ordinary requests, which the page cancels as it goes', async () => {
  const requests = serverAnswering({ ok: true });
  await trpcClient.waitlist.count.query();
  expect(requests).toHaveLength(1);
  expect(requests[0]?.init?.keepalive).toBeUndefined();
});
