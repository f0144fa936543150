import type { Me } from '@partyreel/shared/auth';
import type { ReactNode } from 'react';
import type { ShellLink } from './shell-link.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/**
 * The frame of every page, the host's app and the guest's pages alike: skip link, header, the page
 * (`children`), footer.
 */
export function PageFrame({
  Link,
  me,
  hostMenu,
  children,
}: {
  Link: ShellLink;
  /** Who is signed in: `undefined` while that is asked, `null` for nobody. */
  me: Me | null | undefined;
  hostMenu: (me: Me) => ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-xl focus:bg-white focus:px-4 focus:py-2 focus:font-bold focus:shadow-lg"
      >
        Skip to content
      </a>
      <SiteHeader Link={Link} me={me} hostMenu={hostMenu} />
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
        {children}
      </main>
      <SiteFooter Link={Link} />
    </div>
  );
}
