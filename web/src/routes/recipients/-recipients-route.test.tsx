/* Named with a leading "-" so the route generator leaves it out of the route tree. */
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { recipientsRedirect } from '../../features/guest/invite-search.ts';
import { Route as RecipientsRoute } from './$uniqueCode.tsx';

/** The /recipients route as the app wires it, beside a stand-in for the invitation page. */
async function land(path: string) {
  const rootRoute = createRootRoute();
  const recipients = RecipientsRoute.update({
    id: '/recipients/$uniqueCode',
    path: '/recipients/$uniqueCode',
    getParentRoute: () => rootRoute,
  } as never);
  const invite = createRoute({ getParentRoute: () => rootRoute, path: '/invite/$code' });
  const router = createRouter({
    routeTree: rootRoute.addChildren([recipients, invite]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  return {
    href: router.state.location.href,
    routeId: router.state.matches.at(-1)?.routeId,
  };
}

describe('/recipients/{uniqueCode}', () => {
  it('goes to /invite/{uniqueCode} keeping the query string', async () => {
    expect(await land('/recipients/AbC123xyz789?id=7f1c2d&utm=mail')).toEqual({
      href: '/invite/AbC123xyz789?id=7f1c2d&utm=mail',
      routeId: '/invite/$code',
    });
    expect(await land('/recipients/AbC123xyz789')).toMatchObject({
      href: '/invite/AbC123xyz789',
    });
  });

  it('stays put with redirected=1', async () => {
    expect(await land('/recipients/AbC123xyz789?id=7f1c2d&redirected=1')).toEqual({
      href: '/recipients/AbC123xyz789?id=7f1c2d&redirected=1',
      routeId: '/recipients/$uniqueCode',
    });
  });
});

describe('recipientsRedirect', () => {
  it('keeps the raw query string, and gives nothing for redirected=1', () => {
    expect(recipientsRedirect('abc', '?id=1&x=%20y')).toBe('/invite/abc?id=1&x=%20y');
    expect(recipientsRedirect('abc', '')).toBe('/invite/abc');
    expect(recipientsRedirect('abc', '?redirected=1&id=1')).toBeNull();
    expect(recipientsRedirect('abc', '?redirected=0')).toBe('/invite/abc?redirected=0');
  });
});
