import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link, useNavigate } from '@tanstack/react-router';
import { MenuIcon } from './menu-icon.tsx';

/**
 * SPEC.md §2's navigation menu; both invitation entries lead to the dashboard's list. These pages
 * are not built yet, so the links go through the catch-all route (which sends them home); when a
 * page arrives, its entry becomes a plain `to="/dashboard"`.
 */
const destinations = [
  { label: 'Dashboard', path: 'dashboard' },
  { label: 'Create Event', path: 'create-event' },
  { label: 'See All Invitations', path: 'dashboard' },
  { label: 'My Account', path: 'account' },
] as const;

const itemClass =
  'flex cursor-pointer select-none items-center rounded-xl px-3 py-2.5 font-semibold text-ink outline-none data-[highlighted]:bg-violet-100 data-[highlighted]:text-party-plum';

export function NavMenu() {
  const navigate = useNavigate();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label="Menu"
        className="grid size-10 place-items-center rounded-full text-ink hover:bg-violet-100 data-[state=open]:bg-violet-100"
      >
        <MenuIcon />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="animate-pop-in z-40 min-w-56 rounded-2xl border border-violet-100 bg-white p-1.5 shadow-xl shadow-violet-900/15"
        >
          {destinations.map((item) => (
            <DropdownMenu.Item key={item.label} asChild className={itemClass}>
              <Link to="/$" params={{ _splat: item.path }}>
                {item.label}
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-violet-100" />
          {/* Accounts are not built yet, so there is no session to end: Log Out returns home. */}
          <DropdownMenu.Item className={itemClass} onSelect={() => void navigate({ to: '/' })}>
            Log Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
