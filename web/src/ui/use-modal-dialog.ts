import {
  type KeyboardEvent,
  type MouseEvent,
  type SyntheticEvent,
  useEffect,
  useEffectEvent,
  useRef,
} from 'react';

/** A modal card on a dimmed, blurred backdrop, popping in unless motion is reduced. */
export const modalDialogStyle =
  'm-auto w-[calc(100%-2rem)] max-w-md rounded-[1.75rem] bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/60 backdrop:backdrop-blur-sm open:animate-pop-in motion-reduce:open:animate-none';

/**
 * Keeps a native <dialog> (the ref's) modal while `open`, so the browser keeps the focus inside:
 * showModal() when it opens (then `onOpened`, e.g. to move the focus), close() when it closes.
 * The state lives in React; the dialog follows it.
 */
export function useModalDialog(open: boolean, onOpened?: (dialog: HTMLDialogElement) => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const opened = useEffectEvent((dialog: HTMLDialogElement) => onOpened?.(dialog));
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      opened(dialog);
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return ref;
}

/**
 * A modal's ways to close, handed to the page's state so the page and the dialog never disagree:
 * Escape (the dialog's cancel, and the key itself where a browser skips cancel) and a click on the
 * backdrop (the dialog element itself, outside its card). Spread onto the <dialog>.
 */
export function closeOnEscapeOrBackdrop(onClose: () => void) {
  return {
    onCancel: (event: SyntheticEvent<HTMLDialogElement>) => {
      event.preventDefault();
      onClose();
    },
    onKeyDown: (event: KeyboardEvent<HTMLDialogElement>) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      onClose();
    },
    onClick: (event: MouseEvent<HTMLDialogElement>) => {
      if (event.target === event.currentTarget) onClose();
    },
  };
}
