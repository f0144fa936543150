import type { AppRouter } from '@partyreel/server/router';
import { QueryClient } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import { createTRPCClient, TRPCClientError, type TRPCLink } from '@trpc/client';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { observable } from '@trpc/server/observable';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { ReactNode } from 'react';
import { ApiProvider } from '../lib/api-provider.tsx';
import type { RouterContext } from '../routes/__root.tsx';
import { Toaster } from '../ui/toast.tsx';
import { serverError } from './server-error.ts';

type Inputs = inferRouterInputs<AppRouter>;
type Outputs = inferRouterOutputs<AppRouter>;

/** Every procedure of the server's router by its path ('events.byId'). */
export type ProcedurePath = {
  [G in keyof Outputs & string]: `${G}.${keyof Outputs[G] & string}`;
}[keyof Outputs & string];

type At<T, P> = P extends `${infer G}.${infer N}`
  ? G extends keyof T
    ? N extends keyof T[G]
      ? T[G][N]
      : never
    : never
  : never;

/** What the procedure at `P` takes and answers, as the real server's router says. */
export type InputOf<P extends ProcedurePath> = At<Inputs, P>;
export type OutputOf<P extends ProcedurePath> = At<Outputs, P>;

/** `T` with every field optional, at every depth: a test answers only what the screen reads. */
type Partly<T> = T extends (infer E)[]
  ? Partly<E>[]
  : T extends object
    ? { [K in keyof T]?: Partly<T[K]> }
    : T;

/**
 * What a fake procedure answers: its data (any part of it), an Error (the server refusing), or a
 * function of the input returning either, possibly as a promise (a promise that never settles
 * keeps the call pending). Typed by the server's router: a path that is not a procedure, a field
 * the answer does not have or a value of the wrong type fails typecheck.
 */
export type FakeAnswer<P extends ProcedurePath> =
  | Partly<OutputOf<P>>
  | Error
  | {
      // A method's parameter, so a test may take the input as narrowly as the screen sends it.
      answer(input: Partly<InputOf<P>>): Partly<OutputOf<P>> | Error | Promise<Partly<OutputOf<P>>>;
    }['answer'];

/** The fake server's answers, by procedure path. */
export type FakeAnswers = { [P in ProcedurePath]?: FakeAnswer<P> };

const asClientError = (error: unknown) =>
  error instanceof TRPCClientError ? error : TRPCClientError.from(error as Error);

/**
 * The one fake server of the web's tests: a tRPC client over a link that answers each query and
 * mutation path in `answers` as the server would, refuses any other (a server that is down), and
 * keeps subscriptions open so a test can `push` messages. `calls` records every operation with its
 * input. Components reach it through `useTRPC()` inside `wrapper` (or `renderWithTrpc`), exactly
 * as they reach the real one; `trpc` is the same API as the router context's, for loaders.
 */
export function fakeTrpc(answers: Readonly<FakeAnswers> = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const calls: { path: string; input: unknown }[] = [];
  const subscribers = new Map<string, Set<(data: unknown) => void>>();

  const link: TRPCLink<AppRouter> =
    () =>
    ({ op }) =>
      observable((observer) => {
        calls.push({ path: op.path, input: op.input });
        if (op.type === 'subscription') {
          const send = (data: unknown) => observer.next({ result: { type: 'data', data } });
          const listeners = subscribers.get(op.path) ?? new Set();
          subscribers.set(op.path, listeners.add(send));
          return () => listeners.delete(send);
        }
        let stopped = false;
        const settle = (data: unknown) => {
          if (stopped) return;
          if (data instanceof Error) return observer.error(asClientError(data));
          observer.next({ result: { type: 'data', data } });
          observer.complete();
        };
        if (!(op.path in answers)) {
          observer.error(serverError('INTERNAL_SERVER_ERROR', 500, 'Something went wrong.'));
          return undefined;
        }
        // The path comes from the client at run time: the answers' types are checked where written.
        const answer: unknown = (answers as Readonly<Record<string, unknown>>)[op.path];
        try {
          const data =
            typeof answer === 'function'
              ? (answer as (input: unknown) => unknown)(op.input)
              : answer;
          if (data instanceof Promise)
            data.then(settle, (error: unknown) => settle(asClientError(error)));
          else settle(data);
        } catch (error) {
          settle(asClientError(error));
        }
        return () => {
          stopped = true;
        };
      });

  const trpcClient = createTRPCClient<AppRouter>({ links: [link] });
  const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
  /** Sends `data` to every open subscription of `path`. */
  const push = (path: ProcedurePath, data: unknown) => {
    for (const send of subscribers.get(path) ?? []) send(data);
  };
  const subscriberCount = (path: ProcedurePath) => subscribers.get(path)?.size ?? 0;
  /** The app's API provider over this fake: for `renderHook`'s wrapper or a bare `render`. */
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiProvider queryClient={queryClient} trpcClient={trpcClient}>
      {children}
    </ApiProvider>
  );
  return { trpc, trpcClient, queryClient, calls, push, subscriberCount, wrapper };
}

export type FakeTrpc = ReturnType<typeof fakeTrpc>;

/** The inputs of every call the fake received for `path`, in order. */
export const callsTo = (fake: Pick<FakeTrpc, 'calls'>, path: ProcedurePath) =>
  fake.calls.filter((c) => c.path === path).map((c) => c.input);

/**
 * Renders `ui` as the app shell would give it: inside a router (at `path`) whose context carries
 * the fake's query client and tRPC proxy, under the API provider over the fake, in the page's
 * `<main>`, with the toasts layer.
 */
export async function renderWithTrpc(
  ui: ReactNode,
  fake: Pick<FakeTrpc, 'trpc' | 'queryClient' | 'wrapper'> = fakeTrpc(),
  path = '/',
) {
  const rootRoute = createRootRouteWithContext<RouterContext>()({ component: () => ui });
  const router = createRouter({
    routeTree: rootRoute,
    context: { queryClient: fake.queryClient, trpc: fake.trpc },
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await act(() => router.load());
  const Wrapper = fake.wrapper;
  const view = render(
    <Wrapper>
      <main id="main">
        <RouterProvider router={router} />
      </main>
      <Toaster />
    </Wrapper>,
  );
  return { router, ...view };
}
