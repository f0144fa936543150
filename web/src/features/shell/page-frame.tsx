import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader, type SiteHeaderProps } from './site-header.tsx';

/**
 * The frame of every page, the host's app and the guest's pages alike: skip link, header, the page
 * (`children`), footer.
 */
export function PageFrame({ children, ...header }: SiteHeaderProps & { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-xl focus:bg-white focus:px-4 focus:py-2 focus:font-bold focus:shadow-lg"
      >
        Skip to content
      </a>
      <SiteHeader {...header} />
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
        {children}
      </main>
      <SiteFooter Link={header.Link} />
    </div>
  );
}
