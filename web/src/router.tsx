import { createRouter } from '@tanstack/react-router';
import { watchForExpiredSession } from './features/auth/session-expiry.ts';
import { RouteError } from './features/shell/route-error.tsx';
import { ApiProvider } from './lib/api-provider.tsx';
import { queryClient, trpc } from './lib/trpc.ts';
import { routeTree } from './routeTree.gen.ts';

export const router = createRouter({
  routeTree,
  context: { queryClient, trpc },
  defaultPreload: 'intent',
  // Loaders read through TanStack Query, whose cache already decides when data is stale.
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
  // A page that fails shows the message inside the shell, so the header and footer stay usable.
  defaultErrorComponent: RouteError,
  Wrap: ({ children }) => <ApiProvider>{children}</ApiProvider>,
});

watchForExpiredSession({ queryClient, trpc }, () => router.invalidate());

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
