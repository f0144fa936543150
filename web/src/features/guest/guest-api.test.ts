import { afterEach, describe, expect, it, vi } from 'vitest';
import { guestApi, readRefusal } from './guest-api.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** A server answering each request with the next of `answers` (status and JSON body), recorded. */
function server(...answers: [number, unknown][]) {
  const requests: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    requests.push({ url, init });
    const [status, body] = answers[Math.min(requests.length, answers.length) - 1] ?? [500, {}];
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  });
  return requests;
}

const refusal = (code: string, httpStatus: number, message: string) => ({
  error: { message, code: -32600, data: { code, httpStatus } },
});

describe('the guest API (tRPC over plain fetch)', () => {
  it('asks a query with GET and its input in the address, and reads its data', async () => {
    const requests = server([200, { result: { data: { kind: 'link', templateId: 't1' } } }]);
    const view = await guestApi.loadInvitation({ code: 'abcDEF123456', invitationId: 'inv 1' });
    expect(view).toEqual({ kind: 'link', templateId: 't1' });
    const url = new URL(requests[0]?.url ?? '', 'http://guest.test');
    expect(url.pathname).toBe('/trpc/invite.load');
    expect(JSON.parse(url.searchParams.get('input') ?? '')).toEqual({
      code: 'abcDEF123456',
      invitationId: 'inv 1',
    });
    expect(requests[0]?.init.method).toBeUndefined();
  });

  it('sends an answer as a JSON POST, and the view report with keepalive so a quick close still counts', async () => {
    const requests = server(
      [200, { result: { data: { answer: { response: 'accepted', peopleCount: 2 } } } }],
      [200, { result: { data: { ok: true } } }],
    );
    await guestApi.respond({ code: 'abcDEF123456', response: 'accepted', peopleCount: 2 });
    await guestApi.tellViewed({ code: 'abcDEF123456' });
    expect(requests.map((r) => [r.url, r.init.method, r.init.keepalive])).toEqual([
      ['/trpc/invite.respond', 'POST', undefined],
      ['/trpc/invite.view', 'POST', true],
    ]);
    expect(JSON.parse(String(requests[0]?.init.body))).toEqual({
      code: 'abcDEF123456',
      response: 'accepted',
      peopleCount: 2,
    });
    expect(new Headers(requests[0]?.init.headers).get('content-type')).toBe('application/json');
  });

  it('turns a refusal into its catalogue text and code, and does not ask again', async () => {
    const requests = server([404, refusal('NOT_FOUND', 404, 'Invitation not found')]);
    const error = await guestApi.loadInvitation({ code: 'nope' }).catch((e: unknown) => e);
    expect(readRefusal(error)).toEqual({
      code: 'NOT_FOUND',
      message: 'Invitation not found',
      fieldErrors: {},
    });
    expect(requests).toHaveLength(1);
  });

  it('asks a failed load twice more, 1 s then 2 s apart, and then gives up as unanswered', async () => {
    vi.useFakeTimers();
    const requests = server([502, '<html>Bad gateway</html>']);
    const settled = vi.fn();
    const load = guestApi.loadTemplate({ id: 't1' }).catch((e: unknown) => e);
    void load.then(settled);
    await vi.advanceTimersByTimeAsync(999);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(requests).toHaveLength(3);
    const error = await load;
    expect(error).toBeInstanceOf(Error);
    expect(readRefusal(error)).toBeUndefined();
  });

  it('recovers when a retry is answered', async () => {
    vi.useFakeTimers();
    server(
      [500, refusal('INTERNAL_SERVER_ERROR', 500, 'Something went wrong.')],
      [200, { result: { data: null } }],
    );
    const me = guestApi.whoIsSignedIn();
    await vi.advanceTimersByTimeAsync(1000);
    await expect(me).resolves.toBeNull();
  });

  it('does not retry an answer: the guest decides to try again', async () => {
    const requests = server([500, refusal('INTERNAL_SERVER_ERROR', 500, 'Something went wrong.')]);
    await expect(
      guestApi.respond({ code: 'abcDEF123456', response: 'declined', peopleCount: 0 }),
    ).rejects.toThrow('Something went wrong.');
    expect(requests).toHaveLength(1);
  });
});
