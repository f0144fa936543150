import type { MouseEvent, ReactNode } from 'react';
import { goToGuestPage } from './guest-location.ts';

/**
 * A link between the guest's pages: a real link (it opens in a new tab, it can be copied), and a
 * plain click moves without loading the page again.
 */
export function GuestLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    goToGuestPage(href);
  };
  return (
    <a href={href} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
