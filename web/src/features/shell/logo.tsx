/** The PartyReel mark and name. */
export function Logo() {
  return (
    <span className="flex items-center gap-2">
      <svg
        aria-hidden="true"
        viewBox="0 0 64 64"
        className="size-8 shrink-0 drop-shadow-sm sm:size-9"
      >
        <defs>
          <linearGradient id="partyreel-logo" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#6d28d9" />
            <stop offset="0.55" stopColor="#db2777" />
            <stop offset="1" stopColor="#f97316" />
          </linearGradient>
        </defs>
        <rect width="64" height="64" rx="18" fill="url(#partyreel-logo)" />
        <path d="M25 19v26l21-13z" fill="#fff" />
        <circle cx="50" cy="13" r="4" fill="#facc15" />
        <circle cx="13" cy="50" r="3" fill="#34d399" />
      </svg>
      <span className="font-display text-xl font-semibold tracking-tight text-ink sm:text-2xl">
        Party<span className="text-party">Reel</span>
      </span>
    </span>
  );
}
