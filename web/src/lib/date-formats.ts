import { madeOnce } from './made-once.ts';

/**
 * 'Mar 1, 3:45 PM' in the viewer's own zone: when an invitation went out, a guest answered or
 * opened it, an update was sent. Made at its first use (made-once.ts).
 */
export const shortDateTime = madeOnce(
  () =>
    new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }),
);
