import { flushSync } from 'react-dom';

/**
 * Applies a state update that marks fields invalid, then moves the keyboard focus to the first of
 * them, so the person hears and sees what to fix.
 */
export function showErrorsAndFocus(form: HTMLFormElement, update: () => void): void {
  flushSync(update);
  form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
