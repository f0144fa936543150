import type { AppRouter } from '@partyreel/server/router';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { withCallTimeout } from '../../lib/call-timeout.ts';
import type { ServerError } from '../../lib/server-error.ts';

/**
 * The guest's pages talk to the API with plain `fetch` (docs/decisions/053): the five calls they
 * make do not need the tRPC client, TanStack Query or their bytes on a guest's phone. The calls
 * are typed by the server's router all the same, and speak tRPC's own HTTP format (a query is a
 * GET with its input in the address, a mutation a POST of JSON; the answer is
 * `{ result: { data } }` or `{ error }`, server/src/trpc.ts's shape).
 */

type Inputs = inferRouterInputs<AppRouter>;
type Outputs = inferRouterOutputs<AppRouter>;

/** A call the server answered with a refusal: its catalogue text, code and field messages. */
export class RefusedCall extends Error {
  readonly refusal: ServerError;
  readonly httpStatus: number;
  constructor(error: {
    message: string;
    data: { code: string; httpStatus: number; fieldErrors?: Partial<Record<string, string[]>> };
  }) {
    super(error.message);
    this.name = 'RefusedCall';
    this.httpStatus = error.data.httpStatus;
    this.refusal = {
      code: error.data.code,
      message: error.message,
      fieldErrors: error.data.fieldErrors ?? {},
    };
  }
}

/** What the server said when it refused a guest's call; `undefined` when it never answered. */
export function readRefusal(error: unknown): ServerError | undefined {
  return error instanceof RefusedCall ? error.refusal : undefined;
}

const timedFetch = withCallTimeout((url, init) => fetch(url, init));

async function call(path: string, init: RequestInit, address: string): Promise<unknown> {
  const res = await timedFetch(address, { credentials: 'same-origin', ...init });
  let body: { result?: { data?: unknown }; error?: ConstructorParameters<typeof RefusedCall>[0] };
  try {
    body = await res.json();
  } catch {
    // Not the API's JSON (a proxy's error page): as if the server never answered.
    throw new Error(`${path}: HTTP ${res.status}`);
  }
  if (body.error?.data) throw new RefusedCall(body.error);
  if (!res.ok || !body.result) throw new Error(`${path}: HTTP ${res.status}`);
  return body.result.data;
}

function query<T>(path: string, input?: unknown): Promise<T> {
  const search = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  return call(path, {}, `/trpc/${path}${search}`) as Promise<T>;
}

function mutation<T>(path: string, input: unknown, init: RequestInit = {}): Promise<T> {
  return call(
    path,
    {
      ...init,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(input),
    },
    `/trpc/${path}`,
  ) as Promise<T>;
}

/** A refusal (4xx) will not change by asking again; a hiccup might: two more tries, 1 s then 2 s. */
async function withRetries<T>(load: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      const refused = error instanceof RefusedCall && error.httpStatus < 500;
      if (refused || attempt >= 2) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000 * 2 ** attempt));
    }
  }
}

export type InvitationInput = Inputs['invite']['load'];
export type GuestTemplate = Outputs['templates']['byId'];
export type SignedIn = Outputs['auth']['me'];

export const guestApi = {
  loadInvitation: (input: InvitationInput) =>
    withRetries(() => query<Outputs['invite']['load']>('invite.load', input)),
  loadTemplate: (input: Inputs['templates']['byId']) =>
    withRetries(() => query<GuestTemplate>('templates.byId', input)),
  whoIsSignedIn: () => withRetries(() => query<SignedIn>('auth.me')),
  /**
   * The guest opened (or started, or finished) the invitation: sent with `keepalive`, so that it
   * still reaches the server when the guest closes the page at once.
   */
  tellViewed: (input: Inputs['invite']['view']) =>
    mutation<Outputs['invite']['view']>('invite.view', input, { keepalive: true }),
  respond: (input: Inputs['invite']['respond']) =>
    mutation<Outputs['invite']['respond']>('invite.respond', input),
};
