import type { AppRouter } from '@partyreel/server/router';
import { QueryClient } from '@tanstack/react-query';
import {
  createTRPCClient,
  createWSClient,
  httpBatchLink,
  isTRPCClientError,
  splitLink,
  wsLink,
} from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';

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
 * Subscriptions travel over one WebSocket, opened when the first one starts and closed as soon as
 * the last one ends; every query and mutation goes over batched HTTP.
 */
export const trpcClient = createTRPCClient<AppRouter>({
  links: [
    splitLink({
      condition: (op) => op.type === 'subscription',
      true: wsLink({
        client: createWSClient({ url: webSocketUrl, lazy: { enabled: true, closeMs: 0 } }),
      }),
      false: httpBatchLink({ url: '/trpc' }),
    }),
  ],
});

/** Typed query, mutation and subscription options for every procedure of the server. */
export const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });

export type Trpc = typeof trpc;
