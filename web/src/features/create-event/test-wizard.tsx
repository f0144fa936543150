import type { AppRouter } from '@partyreel/server/router';
import type { Me } from '@partyreel/shared/auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import { createTRPCClient, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { ReactNode } from 'react';
import type { RouterContext } from '../../routes/__root.tsx';
import { serverError } from '../../test/server-error.ts';

/** A session as auth.me answers it: an anonymous host, or a registered one. */
export function sessionOf(isAnonymous: boolean): Me {
  return {
    id: 'user-1',
    email: isAnonymous ? null : 'host@example.com',
    displayName: isAnonymous ? null : 'Host',
    photoUrl: null,
    emailVerified: !isAnonymous,
    isAnonymous,
    createdAt: '2026-01-01T00:00:00.000Z',
    hasPassword: !isAnonymous,
    providers: [],
  };
}

/**
 * Renders a wizard piece inside a router whose context has a typed tRPC proxy answering auth.me
 * with `me`, each path in `answers` with its data, and refusing anything else, as a server that is
 * down would.
 */
export async function renderWizardPiece(
  ui: ReactNode,
  me: Me | null,
  answers: Readonly<Record<string, unknown>> = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const link: TRPCLink<AppRouter> =
    () =>
    ({ op }) =>
      observable((observer) => {
        if (op.path === 'auth.me' || op.path in answers) {
          const data = op.path === 'auth.me' ? me : answers[op.path];
          observer.next({ result: { type: 'data', data } });
          observer.complete();
        } else {
          observer.error(serverError('INTERNAL_SERVER_ERROR', 500, 'Something went wrong.'));
        }
      });
  const client = createTRPCClient<AppRouter>({ links: [link] });
  const trpc = createTRPCOptionsProxy<AppRouter>({ client, queryClient });
  const rootRoute = createRootRouteWithContext<RouterContext>()({ component: () => ui });
  const router = createRouter({
    routeTree: rootRoute,
    context: { queryClient, trpc },
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  await act(() => router.load());
  return render(
    <QueryClientProvider client={queryClient}>
      <main id="main">
        <RouterProvider router={router} />
      </main>
    </QueryClientProvider>,
  );
}
