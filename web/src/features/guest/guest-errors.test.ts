import { messages } from '@partyreel/shared/messages';
import { describe, expect, it } from 'vitest';
import { guestRefusal } from '../../test/server-error.ts';
import { loadErrorMessage } from './guest-errors.ts';

describe('loadErrorMessage', () => {
  it("shows the server's guest viewer texts as they are", () => {
    for (const text of [
      messages.guest.noInvitationId,
      messages.guest.noTemplate,
      messages.guest.templateNotFound,
    ])
      expect(loadErrorMessage(guestRefusal('BAD_REQUEST', 400, text))).toBe(text);
  });

  it("says 'Invitation not found' for any other NOT_FOUND", () => {
    expect(loadErrorMessage(guestRefusal('NOT_FOUND', 404, 'Event not found'))).toBe(
      messages.guest.notFound,
    );
  });

  it("says 'Failed to load invitation details' when the server never answered or broke", () => {
    expect(loadErrorMessage(new TypeError('Failed to fetch'))).toBe(messages.guest.loadFailed);
    expect(
      loadErrorMessage(guestRefusal('INTERNAL_SERVER_ERROR', 500, 'Something went wrong')),
    ).toBe(messages.guest.loadFailed);
  });

  it("says 'Unable to load invitation details' for any other refusal", () => {
    expect(loadErrorMessage(guestRefusal('FORBIDDEN', 403, 'nope'))).toBe(
      messages.guest.unableToLoad,
    );
  });
});
