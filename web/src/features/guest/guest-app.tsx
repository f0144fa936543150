import type { Me } from '@partyreel/shared/auth';
import { lazy, Suspense, useLayoutEffect } from 'react';
import { PageFrame } from '../shell/page-frame.tsx';
import { PageLink } from '../shell/shell-link.tsx';
import { guestApi } from './guest-api.ts';
import { useLoaded } from './guest-cache.ts';
import { goToGuestPage, useGuestPage } from './guest-location.ts';
import { GuestLoading } from './guest-status.tsx';
import { InvitePage } from './invite-page.tsx';

/** The end screen (and its calendar files) loads when the guest has answered, not with the invitation. */
const EndPage = lazy(() =>
  import('./end-page.tsx').then((module) => ({ default: module.EndPage })),
);

/** A signed-in host looking at an invitation: one way back to their own events. */
function MyEventsLink(_me: Me) {
  return (
    <a
      href="/dashboard"
      className="whitespace-nowrap rounded-full px-3 py-2 text-sm font-bold text-ink hover:bg-violet-100 sm:px-4 sm:text-base"
    >
      My events
    </a>
  );
}

/**
 * The guest's pages (web/invite.html): the invitation and its end screen in the site's frame,
 * following the address bar. An address that is not a guest's goes to the host's app.
 */
export function GuestApp() {
  const page = useGuestPage();
  const me = useLoaded('auth.me', guestApi.whoIsSignedIn);
  useLayoutEffect(() => {
    if (page.page === 'redirect') goToGuestPage(page.to, { replace: true });
    if (page.page === 'elsewhere') window.location.replace(window.location.href);
  }, [page]);

  return (
    <PageFrame
      Link={PageLink}
      me={me.status === 'success' ? me.data : me.status === 'error' ? null : undefined}
      hostMenu={MyEventsLink}
    >
      {page.page === 'invite' ? (
        <InvitePage
          key={`${page.address.code}|${page.address.invitationId ?? ''}`}
          address={page.address}
          choice={page.choice}
        />
      ) : page.page === 'end' ? (
        <Suspense fallback={<GuestLoading />}>
          <EndPage address={page.address} />
        </Suspense>
      ) : (
        <GuestLoading />
      )}
    </PageFrame>
  );
}
