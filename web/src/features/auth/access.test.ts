import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { queryClient as appQueryClient } from '../../lib/trpc.ts';
import { callsTo, fakeTrpc } from '../../test/fake-trpc.tsx';
import { sessionOf } from '../../test/sample-session.ts';
import { serverError } from '../../test/server-error.ts';
import { prefetchPageReads, requireRegisteredUser } from './access.ts';
import { watchForExpiredSession } from './session-expiry.ts';

const location = { href: '/event/event-1' };

/** A page that reads its event, as the event page's route does. */
function eventPage(signedIn: boolean) {
  let answered: () => void = () => {};
  const sessionAnswered = new Promise<void>((resolve) => {
    answered = resolve;
  });
  const fake = fakeTrpc({
    // The session's answer waits until the test lets it go, as a round trip would.
    'auth.me': async () => {
      await sessionAnswered;
      return signedIn ? sessionOf(false) : null;
    },
    'events.byId': ({ eventId }) =>
      signedIn ? { id: eventId } : serverError('UNAUTHORIZED', 401, 'Sign in first.'),
  });
  // Fresh for as long as the app keeps an answer fresh (lib/trpc.ts).
  const { staleTime } = appQueryClient.getDefaultOptions().queries ?? {};
  fake.queryClient.setDefaultOptions({ queries: { retry: false, staleTime } });
  const reads = [fake.trpc.events.byId.queryOptions({ eventId: 'event-1' })];
  return { fake, reads, answerSession: answered };
}

describe('requireRegisteredUser with the page’s reads', () => {
  it('asks them on the first load before the session has answered, and the loader asks nothing more', async () => {
    const { fake, reads, answerSession } = eventPage(true);
    const guard = requireRegisteredUser(fake, location, reads);
    await Promise.resolve();
    expect(callsTo(fake, 'events.byId')).toEqual([{ eventId: 'event-1' }]);
    answerSession();
    await expect(guard).resolves.toEqual({ me: sessionOf(false) });
    await prefetchPageReads(fake, reads);
    expect(callsTo(fake, 'events.byId')).toHaveLength(1);
    expect(fake.queryClient.getQueryData(reads[0]?.queryKey ?? [])).toEqual({ id: 'event-1' });
  });

  it('leaves them to the loader once the session is known', async () => {
    const { fake, reads, answerSession } = eventPage(true);
    answerSession();
    await requireRegisteredUser(fake, location);
    await requireRegisteredUser(fake, location, reads);
    expect(callsTo(fake, 'events.byId')).toEqual([]);
  });

  it('sends a visitor to sign in, and their refused read does not say a session expired', async () => {
    const { fake, reads, answerSession } = eventPage(false);
    const recheckRoutes = vi.fn(async () => {});
    const stopWatching = watchForExpiredSession(fake, recheckRoutes);
    const guard = requireRegisteredUser(fake, location, reads).catch((error: unknown) => error);
    answerSession();
    const refusal = await guard;
    expect(isRedirect(refusal)).toBe(true);
    expect(refusal).toMatchObject({
      options: { to: '/login', search: { redirect: location.href } },
    });
    await vi.waitFor(() =>
      expect(fake.queryClient.getQueryState(reads[0]?.queryKey ?? [])?.status).toBe('error'),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(recheckRoutes).not.toHaveBeenCalled();
    stopWatching();
  });
});
