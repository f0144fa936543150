import type { Me } from '@partyreel/shared/auth';
import type { ReactNode } from 'react';
import { isRegistered } from '../auth/session.ts';
import { Logo } from './logo.tsx';
import type { ShellLink } from './shell-link.tsx';

export interface SiteHeaderProps {
  Link: ShellLink;
  /** Who is signed in: `undefined` while that is asked, `null` for nobody. */
  me: Me | null | undefined;
  hostMenu: (me: Me) => ReactNode;
}

/**
 * The bar on every page: logo home, then Sign In and Sign Up for visitors (an anonymous
 * event-creation session included), or `hostMenu` for a signed-in host.
 */
export function SiteHeader({ Link, me, hostMenu }: SiteHeaderProps) {
  return (
    <header className="sticky top-0 z-30 border-b border-violet-100 bg-cream/85 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:px-8">
        <Link to="/" aria-label="PartyReel home" className="rounded-xl">
          <Logo />
        </Link>
        <nav aria-label="Account and menu" className="flex items-center gap-1.5 sm:gap-3">
          {me === undefined ? null : isRegistered(me) ? (
            hostMenu(me)
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
