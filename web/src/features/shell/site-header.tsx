import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { isRegistered } from '../auth/session.ts';
import { useSession } from '../auth/use-session.ts';
import { Logo } from './logo.tsx';

/** The menu (and its dropdown library) loads only for signed-in hosts: guests never download it. */
const NavMenu = lazy(() => import('./nav-menu.tsx').then((m) => ({ default: m.NavMenu })));

/**
 * The bar on every page: logo home, then Sign In and Sign Up for visitors (an anonymous
 * event-creation session included), or the navigation menu for a signed-in host.
 */
export function SiteHeader() {
  const me = useSession();
  return (
    <header className="sticky top-0 z-30 border-b border-violet-100 bg-cream/85 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:px-8">
        <Link to="/" aria-label="PartyReel home" className="rounded-xl">
          <Logo />
        </Link>
        <nav aria-label="Account and menu" className="flex items-center gap-1.5 sm:gap-3">
          {me === undefined ? null : isRegistered(me) ? (
            <Suspense
              fallback={<span className="size-10 rounded-full bg-violet-100" aria-hidden="true" />}
            >
              <NavMenu me={me} />
            </Suspense>
          ) : (
            <>
              <Link
                to="/login"
                className="whitespace-nowrap rounded-full px-3 py-2 text-sm font-bold text-ink hover:bg-violet-100 sm:px-4 sm:text-base"
              >
                Sign In
              </Link>
              <Link
                to="/register"
                className="bg-party whitespace-nowrap rounded-full px-3 py-2 text-sm font-bold text-white shadow-md shadow-fuchsia-500/25 hover:brightness-110 sm:px-5 sm:text-base"
              >
                Sign Up
              </Link>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
