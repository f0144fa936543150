import type { GuestListEntry } from '@partyreel/shared/guests/guest-list';
import { useEffect, useId, useRef, useState } from 'react';
import { buttonStyles } from '../../ui/button-styles.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { namesOf } from './guest-journey.ts';

const removeButton =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-2xl bg-rose-600 px-6 font-display text-lg font-semibold text-white shadow-lg shadow-rose-500/30 transition hover:bg-rose-700 active:scale-[0.98] disabled:cursor-not-allowed disabled:opacity-55 aria-busy:cursor-wait';

interface RemoveGuestsDialogProps {
  /** The guests to confirm; `null` keeps the dialog closed. */
  guests: readonly GuestListEntry[] | null;
  onCancel: () => void;
  /** Removes them; the page closes the dialog once the server has answered. */
  onConfirm: (guests: readonly GuestListEntry[]) => Promise<void>;
}

/**
 * 'Remove Ava Lee, Ben Ortiz?': the confirmation before a removal, naming who goes (the pattern of
 * the contacts' delete dialog). A native modal <dialog> (focus kept inside, Escape cancels) that
 * opens on Cancel, the safe choice.
 */
export function RemoveGuestsDialog({ guests, onCancel, onConfirm }: RemoveGuestsDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const describedId = useId();
  const [removing, setRemoving] = useState(false);
  const open = guests !== null;

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
    if (!removing) onCancel();
  }

  async function confirm() {
    if (!guests || removing) return;
    setRemoving(true);
    try {
      await onConfirm(guests);
    } finally {
      setRemoving(false);
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
      {guests ? (
        <div className="p-6 sm:p-8">
          <h2 id={titleId} className="text-2xl font-semibold break-words">
            {`Remove ${namesOf(guests)}?`}
          </h2>
          <p id={describedId} className="mt-2 text-ink-soft">
            {guests.length === 1 ? 'This guest leaves' : 'These guests leave'} the guest list and no
            longer count towards your answers. Their invitations stop being sent.
          </p>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button
              ref={cancelButton}
              type="button"
              onClick={cancel}
              disabled={removing}
              className={buttonStyles.secondary}
            >
              Cancel
            </button>
            <button
              type="button"
              onClick={() => void confirm()}
              disabled={removing}
              aria-busy={removing}
              className={removeButton}
            >
              {removing ? <Spinner /> : null}
              Remove
            </button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
