import { Spinner } from '../../ui/spinner.tsx';

interface CreateEventButtonProps {
  onClick: () => void;
  /** Its start is under way (the anonymous session is being made). */
  busy: boolean;
}

/**
 * 'Create New Event' (docs/product.md, Dashboard, account, contacts, waitlist): no account needed
 * to start.
 */
export function CreateEventButton({ onClick, busy }: CreateEventButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-busy={busy}
      className="inline-flex min-h-14 items-center justify-center gap-2 rounded-full bg-white px-8 font-display text-xl font-semibold text-party-magenta shadow-xl shadow-violet-950/25 transition focus-visible:outline-white hover:-translate-y-0.5 hover:shadow-2xl aria-busy:cursor-wait"
    >
      {busy ? <Spinner /> : null}
      Create New Event
    </button>
  );
}
