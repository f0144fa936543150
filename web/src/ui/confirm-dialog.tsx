import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { BusyButton } from './busy-button.tsx';
import { buttonStyles } from './button-styles.ts';
import { FormMessage } from './form-message.tsx';

const dangerButton =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-2xl bg-rose-600 px-6 font-display text-lg font-semibold text-white shadow-lg shadow-rose-500/30 transition hover:bg-rose-700 active:scale-[0.98] disabled:cursor-not-allowed disabled:opacity-55 aria-busy:cursor-wait';

export interface ConfirmDialogProps {
  /** Whether it shows. */
  open: boolean;
  /** The question, naming what goes: 'Remove Ava Lee?'. */
  title: string;
  /** What follows from it. */
  description: ReactNode;
  /** Shown between the title and the description (the thing itself, when it needs showing). */
  detail?: ReactNode;
  /** The destructive button's label ('Delete', 'Remove', 'Discard'). */
  confirmLabel: string;
  /** 'danger' (the default) for what cannot be undone; 'primary' for a yes that only goes on. */
  tone?: 'danger' | 'primary';
  /** Why the last try failed, shown in the dialog (which stays open); null when it did not. */
  failure?: string | null;
  onCancel: () => void;
  /** Does it; the caller closes the dialog when it is done (or keeps it open with `failure`). */
  onConfirm: () => Promise<void>;
}

/**
 * The confirmation docs/product.md (Limits and validation) asks for before a removal: a native
 * modal <dialog> (focus kept inside, Escape and the backdrop cancel) that opens with Cancel
 * focused, the safe choice, and a spinner on the destructive button while it runs. Contacts, Manage
 * Guests and the link's answers all confirm through it.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  detail,
  confirmLabel,
  tone = 'danger',
  failure,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const describedId = useId();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      cancelButton.current?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  function cancel() {
    if (!busy) onCancel();
  }

  async function confirm() {
    if (!open || busy) return;
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={describedId}
      onCancel={(event) => {
        // Escape: let the page's state close it, so the two never disagree.
        event.preventDefault();
        cancel();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        cancel();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its card) cancels.
        if (event.target === event.currentTarget) cancel();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-[1.75rem] bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/60 backdrop:backdrop-blur-sm open:animate-pop-in motion-reduce:open:animate-none"
    >
      {open ? (
        <div className="p-6 sm:p-8">
          <h2 id={titleId} className="text-2xl font-semibold break-words">
            {title}
          </h2>
          {detail ? <div className="mt-2 font-bold text-ink">{detail}</div> : null}
          <p id={describedId} className="mt-2 text-ink-soft">
            {description}
          </p>
          {failure ? (
            <div className="mt-4">
              <FormMessage tone="error">{failure}</FormMessage>
            </div>
          ) : null}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button
              ref={cancelButton}
              type="button"
              onClick={cancel}
              disabled={busy}
              className={buttonStyles.secondary}
            >
              Cancel
            </button>
            <BusyButton
              busy={busy}
              onClick={() => void confirm()}
              className={tone === 'danger' ? dangerButton : buttonStyles.primary}
            >
              {confirmLabel}
            </BusyButton>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
