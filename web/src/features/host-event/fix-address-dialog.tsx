import type { GuestView } from '@partyreel/shared/events/event-view';
import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import { Spinner } from '../../ui/spinner.tsx';

/**
 * The form (with the server's schema, and Zod) loads when the dialog first opens: the pages that
 * offer 'Fix address' do not load or run it before.
 */
const FixAddressForm = lazy(() =>
  import('./fix-address-form.tsx').then(({ FixAddressForm }) => ({ default: FixAddressForm })),
);

/** The guest whose address is corrected. */
export type FixAddressGuest = Pick<GuestView, 'id' | 'name' | 'email'>;

export interface FixAddressDialogProps {
  eventId: string;
  /** The guest to correct; `null` keeps the dialog closed. */
  guest: FixAddressGuest | null;
  onClose: () => void;
}

/**
 * 'Fix address' for a guest whose invitation bounced or failed (docs/decisions/033): a modal
 * <dialog> with the guest's e-mail prefilled, checked with guests.updateContact's own schema
 * before it is sent. Saved, the guest's e-mail starts afresh and the host presses Resend; a
 * refusal keeps what the host typed and says why, beside the field or in the dialog.
 */
export function FixAddressDialog({ eventId, guest, onClose }: FixAddressDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const open = guest !== null;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: let the page's state close it, so the two never disagree.
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its card) cancels.
        if (event.target === event.currentTarget) onClose();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-[1.75rem] bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/60 backdrop:backdrop-blur-sm open:animate-pop-in motion-reduce:open:animate-none"
    >
      {guest ? (
        <Suspense
          fallback={
            <div className="space-y-3 p-6 sm:p-8">
              <h2 id={titleId} className="text-2xl font-semibold break-words">
                Fix {guest.name}’s address
              </h2>
              <p role="status" className="flex items-center gap-2 text-ink-soft">
                <Spinner /> Loading…
              </p>
            </div>
          }
        >
          <FixAddressForm
            key={guest.id}
            eventId={eventId}
            guest={guest}
            titleId={titleId}
            onClose={onClose}
          />
        </Suspense>
      ) : null}
    </dialog>
  );
}
