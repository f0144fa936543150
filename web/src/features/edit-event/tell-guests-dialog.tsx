import type { EventUpdateView } from '@partyreel/shared/events/event-updates';
import { useId } from 'react';
import { buttonStyles } from '../../ui/button-styles.ts';
import {
  closeOnEscapeOrBackdrop,
  modalDialogStyle,
  useModalDialog,
} from '../../ui/use-modal-dialog.ts';
import { UpdateForm } from '../updates/update-form.tsx';

interface TellGuestsDialogProps {
  eventId: string;
  /** The change, pre-written; null keeps the dialog closed. */
  note: string | null;
  onSent: (update: EventUpdateView) => void;
  /** 'Not now', Escape or the backdrop: nobody is told. */
  onSkip: () => void;
}

/**
 * After an edit that changed the date, the time or the place (docs/product.md, Updates to guests):
 * 'Tell your guests?', with the change pre-written for everyone who has not declined. The host may
 * change the words, send them, or not.
 */
export function TellGuestsDialog({ eventId, note, onSent, onSkip }: TellGuestsDialogProps) {
  const ref = useModalDialog(note !== null, (dialog) => dialog.querySelector('textarea')?.focus());
  const titleId = useId();
  const textId = useId();
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={textId}
      {...closeOnEscapeOrBackdrop(onSkip)}
      className={modalDialogStyle}
    >
      {note !== null ? (
        <div className="space-y-4 p-6 sm:p-8">
          <h2 id={titleId} className="text-3xl font-semibold">
            Tell your guests?
          </h2>
          <p id={textId} className="text-ink-soft">
            Everyone who hasn’t declined gets this by e-mail and sees it on their invitation.
          </p>
          <UpdateForm eventId={eventId} audience="notDeclined" initialBody={note} onSent={onSent}>
            <button type="button" onClick={onSkip} className={buttonStyles.secondary}>
              Not now
            </button>
          </UpdateForm>
        </div>
      ) : null}
    </dialog>
  );
}
