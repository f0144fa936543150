import { MAX_GUESTS_PER_EVENT } from '@partyreel/shared/limits';
import { messages } from '@partyreel/shared/messages';
import { useEffect, useId, useRef } from 'react';
import { buttonStyles } from '../../ui/button-styles.ts';
import { DEFAULT_UNLOCK_PRICE_CENTS, formatPrice } from './unlock-price.ts';

export interface UnlockModalProps {
  open: boolean;
  onClose: () => void;
  /** The event to unlock: checkout (a later issue) pays for this one. */
  eventId: string;
  /** The configured price in cents; the default until the server publishes its own. */
  priceCents?: number;
}

const PERKS = [
  { title: 'Share by text, e-mail or link', detail: 'Send it your way, to everyone at once.' },
  { title: 'Instant RSVPs', detail: 'Watch the answers arrive live as guests reply.' },
  {
    title: `Up to ${MAX_GUESTS_PER_EVENT} guests`,
    detail: 'Room for the whole crew, the neighbours and the cousins.',
  },
] as const;

/**
 * 'Unlock Distribution' (SPEC.md §2): what paying once per event gives, the price, checkout and
 * 'Maybe later'. A native modal <dialog>: the browser keeps focus inside it and Escape closes it.
 * Checkout is not built yet, so its button says so (docs/decisions/010-unlock-modal-before-checkout.md).
 */
export function UnlockModal({
  open,
  onClose,
  eventId,
  priceCents = DEFAULT_UNLOCK_PRICE_CENTS,
}: UnlockModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const describedId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // Browsers move the focus in on their own; make sure of it (the checkout button is disabled).
      if (!dialog.contains(document.activeElement))
        dialog.querySelector<HTMLElement>('button:not([disabled])')?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={describedId}
      data-event-id={eventId}
      onCancel={(event) => {
        // Escape: let React's state close it, so the page and the dialog never disagree.
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its card) closes it.
        if (event.target === event.currentTarget) onClose();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-[1.75rem] bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/60 backdrop:backdrop-blur-sm open:animate-pop-in motion-reduce:open:animate-none"
    >
      {open ? (
        <div className="p-6 sm:p-8">
          <span
            aria-hidden="true"
            className="bg-party mx-auto grid size-16 place-items-center rounded-3xl text-white shadow-lg shadow-fuchsia-500/30"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-8"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <rect x="4.5" y="10.5" width="15" height="10" rx="2.5" />
              <path d="M8 10.5V7.5a4 4 0 0 1 7.7-1.5" strokeLinecap="round" />
            </svg>
          </span>
          <h2 id={titleId} className="mt-4 text-center text-3xl font-semibold">
            {messages.unlock.title}
          </h2>
          <p id={describedId} className="mt-2 text-center text-ink-soft">
            Pay once for this event and send your invitation to every guest.
          </p>
          <ul className="mt-6 space-y-3">
            {PERKS.map((perk) => (
              <li key={perk.title} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-emerald-100 text-emerald-700"
                >
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 20 20"
                    className="size-4"
                    fill="currentColor"
                  >
                    <path d="M8 13.6 4.4 10l-1.3 1.3L8 16.2l9-9-1.3-1.3Z" />
                  </svg>
                </span>
                <span>
                  <span className="block font-bold">{perk.title}</span>
                  <span className="block text-sm text-ink-soft">{perk.detail}</span>
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-center">
            <span className="font-display text-4xl font-semibold text-party-plum">
              {formatPrice(priceCents)}
            </span>
            <span className="ml-2 text-ink-soft">one time, for this event</span>
          </p>
          <div className="mt-6 flex flex-col gap-3">
            <button type="button" disabled className={buttonStyles.primary}>
              Checkout coming soon
            </button>
            <button type="button" onClick={onClose} className={buttonStyles.secondary}>
              {messages.unlock.maybeLater}
            </button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
