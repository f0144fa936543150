import { messages } from '@partyreel/shared/messages';
import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { joinErrorMessage } from './join-error-message.ts';

/** An error as the tRPC client builds it from the server's answer. */
function serverError(code: string, httpStatus: number, message: string) {
  return TRPCClientError.from({ error: { code: -32600, message, data: { code, httpStatus } } });
}

describe('joinErrorMessage', () => {
  it("shows the server's catalogue text for an invalid address", () => {
    const error = serverError('BAD_REQUEST', 400, messages.waitlist.invalidEmail);
    expect(joinErrorMessage(error)).toBe(messages.waitlist.invalidEmail);
  });

  it("shows the server's text when there were too many attempts", () => {
    const error = serverError('TOO_MANY_REQUESTS', 429, messages.generic.tooManyRequests);
    expect(joinErrorMessage(error)).toBe(messages.generic.tooManyRequests);
  });

  it('shows the generic waitlist failure for a server error', () => {
    const error = serverError('INTERNAL_SERVER_ERROR', 500, 'db exploded');
    expect(joinErrorMessage(error)).toBe(messages.waitlist.failed);
  });

  it('shows the generic waitlist failure when the network fails', () => {
    const error = TRPCClientError.from(new TypeError('Failed to fetch'));
    expect(joinErrorMessage(error)).toBe(messages.waitlist.failed);
    expect(joinErrorMessage(new Error('anything'))).toBe(messages.waitlist.failed);
  });
});
