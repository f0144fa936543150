import { flushSync } from 'react-dom';

/** Shows a step's problem, then puts the keyboard on the field it is about (if it has one). */
export function showProblemAndFocus(update: () => void): void {
  flushSync(update);
  document.querySelector<HTMLElement>('#main [aria-invalid="true"]')?.focus();
}
