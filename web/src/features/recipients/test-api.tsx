import type { AppRouter } from '@partyreel/server/router';
import type { Me } from '@partyreel/shared/auth';
import type { SavedContact } from '@partyreel/shared/recipients/contact-input';
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

export function me(isAnonymous: boolean): Me {
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

interface FakeApi {
  me: Me | null;
  /** contacts.list's answer; `'fail'` answers with a server error. */
  contacts?: SavedContact[] | 'fail';
}

/**
 * Renders `ui` inside a router whose context carries a typed tRPC proxy over a link that answers
 * auth.me and contacts.list the way the server would.
 */
export async function renderWithApi(ui: ReactNode, api: FakeApi) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const calls: string[] = [];
  const link: TRPCLink<AppRouter> =
    () =>
    ({ op }) =>
      observable((observer) => {
        calls.push(op.path);
        if (op.path === 'auth.me') {
          observer.next({ result: { type: 'data', data: api.me } });
          observer.complete();
        } else if (op.path === 'contacts.list' && api.contacts && api.contacts !== 'fail') {
          observer.next({ result: { type: 'data', data: api.contacts } });
          observer.complete();
        } else {
          observer.error(serverError('INTERNAL_SERVER_ERROR', 500, 'Something went wrong.'));
        }
      });
  const trpc = createTRPCOptionsProxy<AppRouter>({
    client: createTRPCClient<AppRouter>({ links: [link] }),
    queryClient,
  });
  const rootRoute = createRootRouteWithContext<RouterContext>()({ component: () => ui });
  const router = createRouter({
    routeTree: rootRoute,
    context: { queryClient, trpc },
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  await act(() => router.load());
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, calls };
}
