import { vi } from 'vitest';
import type { ProcedurePath } from './fake-trpc.tsx';

/**
 * The server as the guest's pages reach it (features/guest/guest-api.ts: plain fetch in tRPC's HTTP
 * format): `fetch` answers each procedure in `answers` with its data, and any other with a server
 * error. `calls` records each call's path and input. Undone by vitest's unstubAllGlobals.
 */
export function fakeGuestFetch(answers: Partial<Record<ProcedurePath, unknown>>) {
  const calls: { path: string; input: unknown }[] = [];
  vi.stubGlobal('fetch', async (address: string, init: RequestInit = {}) => {
    const url = new URL(address, 'http://guest.test');
    const path = url.pathname.replace(/^\/trpc\//, '');
    const raw = init.method === 'POST' ? init.body : url.searchParams.get('input');
    calls.push({ path, input: raw ? JSON.parse(String(raw)) : undefined });
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    return path in answers
      ? json(200, { result: { data: answers[path as ProcedurePath] } })
      : json(500, {
          error: {
            message: 'Something went wrong.',
            data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 },
          },
        });
  });
  return { calls };
}
