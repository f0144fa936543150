import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Navigate } from '@tanstack/react-router';
import { AppShell } from '../features/shell/app-shell.tsx';
import { RouteError } from '../features/shell/route-error.tsx';
import type { Trpc } from '../lib/trpc.ts';

export interface RouterContext {
  queryClient: QueryClient;
  trpc: Trpc;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: AppShell,
  errorComponent: RouteError,
  // docs/product.md (Pages): any other path goes to the landing page.
  notFoundComponent: () => <Navigate to="/" replace />,
});
