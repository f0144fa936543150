/**
 * The app's button looks, for <button>s and for links that look like buttons. Disabled buttons fade
 * and stop reacting; `aria-busy` (a request under way) shows the wait cursor. Each look is complete
 * on its own: never add a second size or font to one (Tailwind does not promise which would win).
 */
const behaviour =
  'inline-flex items-center justify-center gap-2 transition active:scale-[0.98] disabled:cursor-not-allowed disabled:opacity-55 disabled:active:scale-100 aria-busy:cursor-wait';
const large = `${behaviour} min-h-12 rounded-2xl px-6 font-display text-lg font-semibold`;
const small = `${behaviour} min-h-10 rounded-xl px-4 text-sm font-bold`;

const primaryColours =
  'bg-party text-white shadow-lg shadow-fuchsia-500/30 hover:brightness-110 disabled:hover:brightness-100';
const secondaryColours =
  'bg-white text-ink ring-2 ring-violet-200 hover:bg-violet-50 hover:ring-violet-300';

export const buttonStyles = {
  primary: `${large} ${primaryColours}`,
  secondary: `${large} ${secondaryColours}`,
  /** A provider's button ('Sign in with Google'): the plain text face, as providers ask. */
  provider: `${behaviour} min-h-12 rounded-2xl px-6 text-base font-bold ${secondaryColours}`,
  primarySmall: `${small} ${primaryColours}`,
  secondarySmall: `${small} ${secondaryColours}`,
} as const;

/** An inline text link inside copy. */
export const textLinkStyle =
  'font-bold text-party-magenta underline decoration-2 underline-offset-2 hover:text-party-plum';
