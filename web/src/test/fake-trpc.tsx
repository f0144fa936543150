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
import { observable } from '@trpc/server/observable';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { ReactNode } from 'react';
import { Toaster } from '../features/shell/toast.tsx';
import { ApiProvider } from '../lib/api-provider.tsx';
import type { RouterContext } from '../routes/__root.tsx';
import { serverError } from './server-error.ts';

/**
 * What a fake procedure answers: data, an Error (the server refusing), or a function of the input
 * returning either, possibly as a promise (a promise that never settles keeps the call pending).
 */
export type FakeAnswer = unknown;

const asClientError = (error: unknown) =>
  error instanceof TRPCClientError ? error : TRPCClientError.from(error as Error);

/**
 * The one fake server of the web's tests: a tRPC client over a link that answers each query and
 * mutation path in `answers` as the server would, refuses any other (a server that is down), and
 * keeps subscriptions open so a test can `push` messages. `calls` records every operation with its
 * input. Components reach it through `useTRPC()` inside `wrapper` (or `renderWithTrpc`), exactly
 * as they reach the real one; `trpc` is the same API as the router context's, for loaders.
 */
export function fakeTrpc(answers: Readonly<Record<string, FakeAnswer>> = {}) {
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
        const answer = answers[op.path];
        try {
          const data = typeof answer === 'function' ? answer(op.input) : answer;
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
  const push = (path: string, data: unknown) => {
    for (const send of subscribers.get(path) ?? []) send(data);
  };
  const subscriberCount = (path: string) => subscribers.get(path)?.size ?? 0;
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
export const callsTo = (fake: Pick<FakeTrpc, 'calls'>, path: string) =>
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
