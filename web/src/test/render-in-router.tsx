import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';

/**
 * Renders a component that uses router links, inside a small router of its own (at `/`), and
 * returns that router so a test can see where a click went.
 */
export async function renderInRouter(ui: ReactNode) {
  const rootRoute = createRootRoute({ component: () => ui });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  await act(() => router.load());
  const view = render(<RouterProvider router={router} />);
  return { router, ...view };
}
