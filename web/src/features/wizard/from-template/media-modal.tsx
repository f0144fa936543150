import { type ReactNode, useEffect, useRef } from 'react';
import { buttonStyles } from '../../../ui/button-styles.ts';

export interface MediaModalProps {
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A dialog for adding a photo, a video or a song (docs/product.md, Uploads): the browser's own
 * modal <dialog>, which keeps the focus inside and closes with Escape.
 */
export function MediaModal({ title, open, onClose, children }: MediaModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    } else if (!open && element.open) {
      if (typeof element.close === 'function') element.close();
      else element.removeAttribute('open');
    }
  }, [open]);

  return (
    <dialog
      ref={dialog}
      aria-label={title}
      onClose={onClose}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-3xl bg-white p-0 shadow-2xl backdrop:bg-ink/60"
    >
      {open ? (
        <div className="space-y-5 p-6">
          <h2 className="font-display font-semibold text-2xl text-ink">{title}</h2>
          {children}
          <button type="button" onClick={onClose} className={`${buttonStyles.primary} w-full`}>
            Done
          </button>
        </div>
      ) : null}
    </dialog>
  );
}
