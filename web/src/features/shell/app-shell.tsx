import type { Me } from '@partyreel/shared/auth';
import { Link, Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Toaster } from '../../ui/toast.tsx';
import { useSession } from '../auth/use-session.ts';
import { HostMenuButton } from './menu-button.tsx';
import { PageFrame } from './page-frame.tsx';
import type { ShellLink } from './shell-link.tsx';

/** The header's and footer's links move within the app. */
const RouterLink: ShellLink = (props) => <Link {...props} />;

function HostMenu(me: Me): ReactNode {
  return <HostMenuButton me={me} />;
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
