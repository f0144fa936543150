import type { AppRouter } from '@partyreel/server/router';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TRPCClient } from '@trpc/client';
import type { ReactNode } from 'react';
import {
  queryClient as appQueryClient,
  trpcClient as appTrpcClient,
  TRPCProvider,
} from './trpc.ts';

/**
 * Everything below reaches the API through `useTRPC()` and TanStack Query's hooks. The host app's
 * router mounts it with the real client; tests mount it over a fake one. (The guest's pages use
 * neither: features/guest/guest-api.ts.)
 */
export function ApiProvider({
  children,
  queryClient = appQueryClient,
  trpcClient = appTrpcClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  trpcClient?: TRPCClient<AppRouter>;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {children}
      </TRPCProvider>
    </QueryClientProvider>
  );
}
