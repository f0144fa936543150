import type { AppRouter } from '@partyreel/server/router';
import { MAX_TRPC_BATCH_SIZE } from '@partyreel/shared/limits';
import { QueryClient } from '@tanstack/react-query';
import {
  createTRPCClient,
  httpBatchLink,
  isTRPCClientError,
  type OperationLink,
  splitLink,
  TRPCClientError,
  type TRPCLink,
} from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { createTRPCContext, createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { withCallTimeout } from './call-timeout.ts';

/** The API lives on the page's own origin: served by the server in production, proxied by Vite in dev. */
function webSocketUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}/trpc`;
}

/** A refusal (4xx: signed out, not found, invalid) will not change by asking again; a hiccup might. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = isTRPCClientError(error) ? error.data?.httpStatus : undefined;
  if (typeof status === 'number' && status >= 400 && status < 500) return false;
  return failureCount < 2;
}

export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: shouldRetry } },
});

/**
 * The WebSocket link, whose code (~3 KB gzipped) is downloaded with the first subscription rather
 * than on every page's first load (first-load JavaScript matters on a phone): most pages, the
 * guest's invitation among them, never subscribe. One socket, opened when the first subscription
 * starts and closed a second after the last ends. (Not at once: with `closeMs: 0` the client's
 * idle timer re-armed itself every few milliseconds for as long as a subscription was open, a
 * loop of timers that kept a phone's main thread busy on every live page.)
 */
/** How long the socket stays open after the last subscription ends. */
const WS_CLOSE_MS = 1_000;

function lazyWsLink(): TRPCLink<AppRouter> {
  let link: Promise<OperationLink<AppRouter>> | null = null;
  return (runtime) =>
    ({ op, next }) =>
      observable((observer) => {
        let stopped = false;
        let unsubscribe = () => {};
        link ??= import('@trpc/client/links/wsLink/wsLink').then(({ createWSClient, wsLink }) =>
          wsLink<AppRouter>({
            client: createWSClient({
              url: webSocketUrl,
              lazy: { enabled: true, closeMs: WS_CLOSE_MS },
            }),
          })(runtime),
        );
        link.then(
          (operationLink) => {
            if (stopped) return;
            unsubscribe = operationLink({ op, next }).subscribe(observer).unsubscribe;
          },
          (error: unknown) => observer.error(TRPCClientError.from(error as Error)),
        );
        return () => {
          stopped = true;
          unsubscribe();
        };
      });
}

/** Subscriptions travel over one WebSocket (lazyWsLink); every query and mutation over batched HTTP. */
export const trpcClient = createTRPCClient<AppRouter>({
  links: [
    splitLink({
      condition: (op) => op.type === 'subscription',
      true: lazyWsLink(),
      false: httpBatchLink({
        url: '/trpc',
        maxItems: MAX_TRPC_BATCH_SIZE,
        // No call spins for ever: 70 s, then the page's own try-again text (lib/call-timeout.ts).
        fetch: withCallTimeout((url, init) => fetch(url, init)),
      }),
    }),
  ],
});

/** Typed query, mutation and subscription options for every procedure of the server. */
export const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });

export type Trpc = typeof trpc;

/**
 * The one way a component reaches the API: `const trpc = useTRPC()` inside `<TRPCProvider>` (which
 * the router's Wrap mounts with `trpc`'s client). Tests mount the same
 * provider over a fake client (test/fake-trpc.tsx).
 */
export const { TRPCProvider, useTRPC } = createTRPCContext<AppRouter>();
