import { messages } from '@partyreel/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useTRPC } from '../../lib/trpc.ts';
import { fakeTrpc, renderWithTrpc } from '../../test/fake-trpc.tsx';
import { sessionOf } from '../../test/sample-session.ts';
import { serverError } from '../../test/server-error.ts';
import { watchForExpiredSession } from '../auth/session-expiry.ts';
import { NavMenu } from './nav-menu.tsx';

afterEach(cleanup);

/**
 * A page's query still mounted as the host signs out, as the dashboard's list is; it watches the
 * session too, as the page's header does, so it renders again (and asks again) when that changes.
 */
function PageQuery() {
  const trpc = useTRPC();
  useQuery(trpc.auth.me.queryOptions());
  useQuery(trpc.events.byId.queryOptions({ eventId: 'event-1' }));
  return null;
}

describe('NavMenu, Log Out', () => {
  it("says 'Signed out', never that the session expired, when the host signs out", async () => {
    let signedIn = true;
    const fake = fakeTrpc({
      'auth.me': () => (signedIn ? sessionOf(false) : null),
      'auth.logout': () => {
        signedIn = false;
        return { ok: true };
      },
      // Once the cookie is gone, the page's query is refused as any signed-out call is.
      'events.byId': () =>
        signedIn ? { id: 'event-1' } : serverError('UNAUTHORIZED', 401, 'Sign in first.'),
    });
    const stopWatching = watchForExpiredSession(fake, async () => {});
    const user = userEvent.setup();
    await renderWithTrpc(
      <>
        <NavMenu me={sessionOf(false)} />
        <PageQuery />
      </>,
      fake,
    );

    await user.click(screen.getByRole('button', { name: /menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log Out' }));

    expect(await screen.findByText(messages.auth.signedOut)).toBeInTheDocument();
    // The refused query has been asked again after the sign-out, and said nothing.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(messages.auth.sessionExpired)).not.toBeInTheDocument();
    stopWatching();
  });
});
