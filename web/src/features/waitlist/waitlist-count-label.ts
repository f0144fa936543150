import { madeOnce } from '../../lib/made-once.ts';

const formatter = madeOnce(() => new Intl.NumberFormat('en-US'));

/** The line under the waitlist form: how many people are already waiting for launch. */
export function waitlistCountLabel(count: number | undefined): string {
  if (count === undefined) return 'Counting the guest list…';
  if (count === 0) return 'Be the first to join — the party starts with you!';
  if (count === 1) return '1 person is waiting for launch';
  return `${formatter().format(count)} people are waiting for launch`;
}
