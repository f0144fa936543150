import { messages } from '@partyreel/shared/messages';
import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { serverError } from '../../test/server-error.ts';
import { checkoutErrorMessage } from './checkout-error.ts';

describe('checkoutErrorMessage', () => {
  it('asks to wait when the host started too many checkouts', () => {
    expect(checkoutErrorMessage(serverError('TOO_MANY_REQUESTS', 429, 'slow down'))).toBe(
      'Please wait a few minutes before creating another checkout session.',
    );
  });

  it('says the event is already unlocked on a failed precondition', () => {
    expect(checkoutErrorMessage(serverError('PRECONDITION_FAILED', 412, 'nope'))).toBe(
      'Event distribution is already unlocked or there was a configuration error.',
    );
  });

  it("passes on the server's own message otherwise", () => {
    expect(checkoutErrorMessage(serverError('BAD_GATEWAY', 502, messages.checkout.noUrl))).toBe(
      'No checkout URL returned.',
    );
    expect(checkoutErrorMessage(serverError('NOT_FOUND', 404, 'Event not found'))).toBe(
      'Event not found',
    );
  });

  it('falls back to the generic text without a server answer, an empty message or a crash', () => {
    const fallback = 'Could not start checkout. Please try again.';
    expect(checkoutErrorMessage(new TypeError('Failed to fetch'))).toBe(fallback);
    expect(checkoutErrorMessage(TRPCClientError.from(new Error('socket closed')))).toBe(fallback);
    expect(checkoutErrorMessage(serverError('BAD_GATEWAY', 502, ''))).toBe(fallback);
    expect(checkoutErrorMessage(serverError('INTERNAL_SERVER_ERROR', 500, 'boom'))).toBe(fallback);
  });
});
