import type { Me } from '@partyreel/shared/auth';
import { Link, Outlet } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense } from 'react';
import { Toaster } from '../../ui/toast.tsx';
import { useSession } from '../auth/use-session.ts';
import { PageFrame } from './page-frame.tsx';
import type { ShellLink } from './shell-link.tsx';

/** The menu (and its dropdown library) loads only for signed-in hosts: guests never download it. */
const NavMenu = lazy(() => import('./nav-menu.tsx').then((m) => ({ default: m.NavMenu })));

/** The header's and footer's links move within the app. */
const RouterLink: ShellLink = (props) => <Link {...props} />;

function HostMenu(me: Me): ReactNode {
  return (
    <Suspense fallback={<span className="size-10 rounded-full bg-violet-100" aria-hidden="true" />}>
      <NavMenu me={me} />
    </Suspense>
  );
}

/**
 * Every page: header, the page itself, footer, and the toasts layer (mounted with the first toast:
 * toast.tsx).
 */
export function AppShell() {
  const me = useSession();
  return (
    <>
      <PageFrame Link={RouterLink} me={me} hostMenu={HostMenu}>
        <Outlet />
      </PageFrame>
      <Toaster position="top-center" richColors closeButton />
    </>
  );
}
