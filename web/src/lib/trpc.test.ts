import { afterEach, expect, test, vi } from 'vitest';
import { readServerError } from './server-error.ts';
import { trpcClient } from './trpc.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

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

test('calls are ordinary requests, which the page cancels as it goes', async () => {
  const requests = serverAnswering({ ok: true });
  await trpcClient.waitlist.count.query();
  expect(requests).toHaveLength(1);
  expect(requests[0]?.init?.keepalive).toBeUndefined();
});

test('a call the server never answers ends after 70 seconds as an unanswered call, not before', async () => {
  vi.useFakeTimers();
  let signal: AbortSignal | undefined;
  // A server that takes the request and never answers, until the request is abandoned.
  vi.stubGlobal('fetch', (_url: string, init?: RequestInit) => {
    signal = init?.signal ?? undefined;
    return new Promise((_resolve, reject) =>
      init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
    );
  });
  const call = trpcClient.waitlist.count.query();
  const settled = vi.fn();
  call.then(settled, settled);
  await vi.advanceTimersByTimeAsync(69_999);
  expect(settled).not.toHaveBeenCalled();
  expect(signal?.aborted).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  const error = await call.catch((e: unknown) => e);
  expect(signal?.aborted).toBe(true);
  expect(error).toBeInstanceOf(Error);
  // No server answer: each page shows its own try-again text, as for a network failure.
  expect(readServerError(error)).toBeUndefined();
});
