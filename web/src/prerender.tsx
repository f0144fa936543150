import type { AppRouter } from '@partyreel/server/router';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { createTRPCClient, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { renderToString } from 'react-dom/server';
import { PageFrame } from './features/shell/page-frame.tsx';
import { PageLink } from './features/shell/shell-link.tsx';
import { ApiProvider } from './lib/api-provider.tsx';
import { routeTree } from './routeTree.gen.ts';

/** A link that never answers: every read stays loading, as on a first visit before the API answers. */
const unanswered: TRPCLink<AppRouter> = () => () => observable(() => {});

/**
 * The page at `path` as the app first draws it on a visitor's screen (no session known, nothing
 * read yet), as HTML: the build writes it into the page the server sends (web/build/prerender.ts,
 * docs/decisions/074).
 */
export async function prerender(path: string): Promise<string> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const trpcClient = createTRPCClient<AppRouter>({ links: [unanswered] });
  const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
  const router = createRouter({
    routeTree,
    context: { queryClient, trpc },
    history: createMemoryHistory({ initialEntries: [path] }),
    isServer: true,
  });
  await router.load();
  const html = renderToString(
    <ApiProvider queryClient={queryClient} trpcClient={trpcClient}>
      <RouterProvider router={router} />
    </ApiProvider>,
  );
  queryClient.clear();
  return html;
}

/**
 * The frame of every other page (skip link, header, footer) around an empty page, as it stands
 * before anyone is known to be signed in: what index.html shows until the app has loaded the page.
 */
export function prerenderFrame(): string {
  return renderToString(
    <PageFrame Link={PageLink} me={undefined} hostMenu={() => null}>
      {null}
    </PageFrame>,
  );
}
