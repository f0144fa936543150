import { Icon } from '../../ui/icon.tsx';
import { Spinner } from '../../ui/spinner.tsx';

/**
 * The landing page's two featured shortcuts (docs/product.md, Landing), each a search of the
 * template-first wizard.
 */
export const FEATURED_SHORTCUTS = [
  { label: 'Halloween Invitations', search: 'halloween', icon: 'moon' },
  { label: 'Wizarding Invitations', search: 'wizarding', icon: 'wand' },
] as const;

interface FeaturedShortcutsProps {
  onChoose: (search: string) => void;
  /** The search of the shortcut being started, if one is. */
  busySearch: string | null;
}

const icons = {
  moon: <path d="M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5Z" />,
  wand: (
    <>
      <path d="m4 20 10-10" />
      <path d="M15 3v3M19.5 7.5h-3M18 4l-1.8 1.8M15 12v0M20 11l-1 1" />
    </>
  ),
};

/** 'Halloween Invitations' and 'Wizarding Invitations': one tap into those templates. */
export function FeaturedShortcuts({ onChoose, busySearch }: FeaturedShortcutsProps) {
  return (
    <div className="flex flex-wrap items-center gap-2.5">
      <span className="text-sm font-bold uppercase tracking-wider text-white/80">Popular</span>
      {FEATURED_SHORTCUTS.map((shortcut) => {
        const busy = busySearch === shortcut.search;
        return (
          <button
            key={shortcut.search}
            type="button"
            onClick={() => onChoose(shortcut.search)}
            aria-busy={busy}
            className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white/15 px-4 font-bold text-white ring-1 ring-white/60 backdrop-blur transition focus-visible:outline-white hover:-translate-y-0.5 hover:bg-white/25 aria-busy:cursor-wait"
          >
            {busy ? (
              <Spinner className="size-4" />
            ) : (
              <Icon
                className="size-4 text-party-sun"
                strokeWidth="2.2"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                {icons[shortcut.icon]}
              </Icon>
            )}
            {shortcut.label}
          </button>
        );
      })}
    </div>
  );
}
