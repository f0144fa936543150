import type { ReactNode } from 'react';
import { Spinner } from './spinner.tsx';

interface BusyButtonProps {
  /** Its action is under way: a spinner before the label, read out as busy, and no second press. */
  busy: boolean;
  /** Also off for another reason (e.g. nothing to act on yet); off while busy by default. */
  disabled?: boolean;
  onClick: () => void;
  /** Its name where the label alone would be ambiguous (e.g. 'Resend' on each guest's row). */
  'aria-label'?: string;
  className: string;
  /** The spinner's size, where the button is small. */
  spinnerClassName?: string;
  children: ReactNode;
}

/** A button whose action takes a while, drawn alike wherever a host or guest waits on one. */
export function BusyButton({
  busy,
  disabled = busy,
  onClick,
  'aria-label': ariaLabel,
  className,
  spinnerClassName,
  children,
}: BusyButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-busy={busy}
      aria-label={ariaLabel}
      className={className}
    >
      {busy ? <Spinner className={spinnerClassName} /> : null}
      {children}
    </button>
  );
}
