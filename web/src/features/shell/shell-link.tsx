import type { ComponentType, ReactNode } from 'react';

/** The pages the header and footer link to. */
export type ShellPath = '/' | '/login' | '/register' | '/waitlist' | '/terms' | '/privacy';

/**
 * How the header and footer link to a page: the router's Link in the host's app (app-shell.tsx),
 * a plain link on the guest's pages, which are their own small app without the router (so a guest's
 * phone loads only guest code).
 */
export type ShellLink = ComponentType<{
  to: ShellPath;
  className?: string;
  'aria-label'?: string;
  children: ReactNode;
}>;

/** A link that loads the page it names. */
export const PageLink: ShellLink = ({ to, children, ...rest }) => (
  <a href={to} {...rest}>
    {children}
  </a>
);
