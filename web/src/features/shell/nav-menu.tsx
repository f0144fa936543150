import type { Me } from '@partyreel/shared/auth';
import { messages } from '@partyreel/shared/messages';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTRPC } from '../../lib/trpc.ts';
import { toast } from '../../ui/toast.tsx';
import { replaceSession } from '../auth/session.ts';
import { noteDeliberateSignOut } from '../auth/session-expiry.ts';
import { MenuButtonFace, menuButtonClass, menuName } from './menu-button.tsx';

const itemClass =
  'flex cursor-pointer select-none items-center rounded-xl px-3 py-2.5 font-semibold text-ink outline-none data-[highlighted]:bg-violet-100 data-[highlighted]:text-party-plum';

/** The menu's pages, in order. */
const pages = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/create-event', label: 'Create Event' },
  { to: '/dashboard', label: 'See All Invitations' },
  { to: '/contacts', label: 'Contacts' },
  { to: '/account', label: 'My Account' },
] as const;

/**
 * The navigation menu for a signed-in host (docs/product.md, Pages), with Contacts
 * (docs/product.md, Roles and what each may do: a registered host's page) beside My Account. Both
 * invitation entries lead to the dashboard's list.
 */
export function NavMenu({ me, open = false }: { me: Me; open?: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logout = useMutation(trpc.auth.logout.mutationOptions());

  async function logOut() {
    // Before the call: queries refused once the cookie is gone are this sign-out, not an expiry.
    noteDeliberateSignOut();
    try {
      await logout.mutateAsync();
    } catch {
      // Still signed in: a refusal from now on is news again.
      noteDeliberateSignOut(Number.NEGATIVE_INFINITY);
      toast.error(messages.generic.somethingWentWrong);
      return;
    }
    await replaceSession({ queryClient, trpc }, null);
    await navigate({ to: '/' });
    toast.success(messages.auth.signedOut, { id: 'signed-out' });
  }

  const name = menuName(me);
  return (
    <DropdownMenu.Root modal={false} defaultOpen={open}>
      <DropdownMenu.Trigger className={menuButtonClass}>
        <MenuButtonFace me={me} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="animate-pop-in z-40 w-64 max-w-[calc(100vw-2rem)] rounded-2xl border border-violet-100 bg-white p-1.5 shadow-xl shadow-violet-900/15"
        >
          <DropdownMenu.Label className="px-3 pt-2 pb-2.5">
            <span className="block truncate font-bold text-ink">{name}</span>
            {me.email && me.email !== name ? (
              <span className="block truncate text-sm text-ink-soft">{me.email}</span>
            ) : null}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="mb-1 h-px bg-violet-100" />
          {pages.map(({ to, label }) => (
            <DropdownMenu.Item key={label} asChild className={itemClass}>
              <Link to={to}>{label}</Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-violet-100" />
          <DropdownMenu.Item className={itemClass} onSelect={() => void logOut()}>
            Log Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
