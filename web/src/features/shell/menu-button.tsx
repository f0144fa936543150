import type { Me } from '@partyreel/shared/auth';
import { lazy, Suspense, useState } from 'react';
import { MenuIcon } from './menu-icon.tsx';

/** The menu and its dropdown library, loaded when a host reaches for the button. */
const loadNavMenu = () => import('./nav-menu.tsx').then((m) => ({ default: m.NavMenu }));
const NavMenu = lazy(loadNavMenu);

export const menuButtonClass =
  'flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-ink hover:bg-violet-100 data-[state=open]:bg-violet-100';

/** How the menu names its host: their name, else their e-mail. */
export function menuName(me: Me): string {
  return me.displayName?.trim() || me.email || 'Your account';
}

/** The first letter of the name (or e-mail): the avatar of a user without a photo. */
function initialOf(me: Me): string {
  return (me.displayName?.trim() || me.email || '?').charAt(0).toUpperCase();
}

/** What the menu's button shows: the host's initial, their name on wider screens, the bars. */
export function MenuButtonFace({ me }: { me: Me }) {
  return (
    <>
      <span
        aria-hidden="true"
        className="bg-party grid size-9 place-items-center rounded-full font-display text-lg font-semibold text-white shadow-sm"
      >
        {initialOf(me)}
      </span>
      <span data-testid="header-name" className="hidden max-w-40 truncate font-bold sm:block">
        {menuName(me)}
      </span>
      {/* Named by what it shows, then what it is: 'Ana Lima menu' (WCAG 2.5.3). */}
      <span className="sr-only"> menu</span>
      <MenuIcon />
    </>
  );
}

/**
 * A signed-in host's menu button. It looks and reads as the menu's own, but the menu (and its
 * dropdown library, a quarter of what a host page loads after its first chunk) loads only when the
 * host points at, focuses or presses it, not with every page; pressed, the menu opens as it
 * arrives. Guests never download it.
 */
export function HostMenuButton({ me }: { me: Me }) {
  const [pressed, setPressed] = useState(false);
  const preload = () => void loadNavMenu();
  const button = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      className={menuButtonClass}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => setPressed(true)}
    >
      <MenuButtonFace me={me} />
    </button>
  );
  if (!pressed) return button;
  return (
    <Suspense fallback={button}>
      <NavMenu me={me} open />
    </Suspense>
  );
}
