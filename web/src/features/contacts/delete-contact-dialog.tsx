import { messages } from '@partyreel/shared/messages';
import type { SavedContact } from '@partyreel/shared/recipients/contact-input';
import { useEffect, useId, useRef, useState } from 'react';
import { buttonStyles } from '../../ui/button-styles.ts';
import { FormMessage } from '../../ui/form-message.tsx';
import { Spinner } from '../../ui/spinner.tsx';

const deleteButton =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-2xl bg-rose-600 px-6 font-display text-lg font-semibold text-white shadow-lg shadow-rose-500/30 transition hover:bg-rose-700 active:scale-[0.98] disabled:cursor-not-allowed disabled:opacity-55 aria-busy:cursor-wait';

interface DeleteContactDialogProps {
  /** The contact to confirm; `null` keeps the dialog closed. */
  contact: SavedContact | null;
  onCancel: () => void;
  /** Deletes it; rejects when that failed (the dialog stays open and says so). */
  onConfirm: (contact: SavedContact) => Promise<void>;
}

/**
 * 'Delete Ava Lee?': the confirmation SPEC.md §5 asks for before a removal, naming who goes. A
 * native modal <dialog> (focus kept inside, Escape cancels) that opens on Cancel, the safe choice.
 */
export function DeleteContactDialog({ contact, onCancel, onConfirm }: DeleteContactDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const describedId = useId();
  const [deleting, setDeleting] = useState(false);
  const [failed, setFailed] = useState(false);
  const open = contact !== null;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setFailed(false);
      dialog.showModal();
      cancelButton.current?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  function cancel() {
    if (!deleting) onCancel();
  }

  async function confirm() {
    if (!contact || deleting) return;
    setDeleting(true);
    setFailed(false);
    try {
      await onConfirm(contact);
    } catch {
      setFailed(true);
    } finally {
      setDeleting(false);
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
      {contact ? (
        <div className="p-6 sm:p-8">
          <h2 id={titleId} className="text-2xl font-semibold break-words">
            {messages.contacts.confirmDelete(contact.name)}
          </h2>
          <p id={describedId} className="mt-2 text-ink-soft">
            They leave your saved contacts. Invitations you have already sent them are not affected.
          </p>
          {failed ? (
            <div className="mt-4">
              <FormMessage tone="error">{messages.contacts.deleteFailed}</FormMessage>
            </div>
          ) : null}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button
              ref={cancelButton}
              type="button"
              onClick={cancel}
              disabled={deleting}
              className={buttonStyles.secondary}
            >
              Cancel
            </button>
            <button
              type="button"
              onClick={() => void confirm()}
              disabled={deleting}
              aria-busy={deleting}
              className={deleteButton}
            >
              {deleting ? <Spinner /> : null}
              Delete
            </button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
