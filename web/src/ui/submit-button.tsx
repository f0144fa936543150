import type { ReactNode } from 'react';
import { buttonStyles } from './button-styles.ts';
import { Spinner } from './spinner.tsx';

interface SubmitButtonProps {
  /** The request is under way: a spinner, the wait cursor, and no second submit. */
  busy: boolean;
  /** Also off for another reason (e.g. fields not filled in yet); off while busy by default. */
  disabled?: boolean;
  /** The full width everywhere, or only on phones (beside other content on wider screens). */
  width?: 'full' | 'phone';
  /** The label, which may change while busy ('Saving…'). */
  children: ReactNode;
}

/** A form's primary submit button, the same in every form. */
export function SubmitButton({
  busy,
  disabled = busy,
  width = 'full',
  children,
}: SubmitButtonProps) {
  return (
    <button
      type="submit"
      disabled={disabled}
      aria-busy={busy}
      className={`${buttonStyles.primary} ${width === 'full' ? 'w-full' : 'w-full sm:w-auto'}`}
    >
      {busy ? <Spinner /> : null}
      {children}
    </button>
  );
}
