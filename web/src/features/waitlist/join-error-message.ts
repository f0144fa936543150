import type { AppRouter } from '@partyreel/server/router';
import { messages } from '@partyreel/shared/messages';
import { isTRPCClientError } from '@trpc/client';

/**
 * What to tell someone whose join failed. The server words its refusals from the shared catalogue
 * (an invalid address, too many attempts), so those are shown as sent; anything else, a network
 * failure included, gets the catalogue's generic waitlist message.
 */
export function joinErrorMessage(error: unknown): string {
  if (isTRPCClientError<AppRouter>(error)) {
    const code = error.data?.code;
    if ((code === 'BAD_REQUEST' || code === 'TOO_MANY_REQUESTS') && error.message) {
      return error.message;
    }
  }
  return messages.waitlist.failed;
}
