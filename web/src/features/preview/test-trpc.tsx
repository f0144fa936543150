import type { AppRouter } from '@partyreel/server/router';
import type { TemplateDefinition } from '@partyreel/shared/templates/template-types';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createTRPCClient, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { ReactNode } from 'react';
import { serverError } from '../../test/server-error.ts';
import type { PreviewTemplate } from './preview-template.ts';

/** A catalogue template as templates.byId sends it. */
export function asSummary(template: TemplateDefinition): PreviewTemplate {
  const { isActive: _active, bundle, ...rest } = template;
  return { ...rest, bundle: bundle ?? null };
}

/**
 * The typed tRPC options proxy the routes get, over a link that answers templates.byId from
 * `templates` (NOT_FOUND for any other id, as the server does), plus a provider to render with.
 */
export function fakeTrpc(templates: readonly PreviewTemplate[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const link: TRPCLink<AppRouter> =
    () =>
    ({ op }) =>
      observable((observer) => {
        const id = (op.input as { id?: string } | undefined)?.id;
        const found = op.path === 'templates.byId' ? templates.find((t) => t.id === id) : undefined;
        if (found) {
          observer.next({ result: { type: 'data', data: found } });
          observer.complete();
        } else {
          observer.error(serverError('NOT_FOUND', 404, 'Template not found'));
        }
      });
  const client = createTRPCClient<AppRouter>({ links: [link] });
  const trpc = createTRPCOptionsProxy<AppRouter>({ client, queryClient });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { trpc, wrapper };
}
