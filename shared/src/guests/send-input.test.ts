import { describe, expect, it } from 'vitest';
import { sendInvitationsInput } from './send-input.ts';
import { sendSuccessMessage } from './send-outcome.ts';

const eventId = '5f0c6b1e-1111-4c2a-9a55-0123456789ab';

describe('sendInvitationsInput', () => {
  it('refuses an unknown type with the catalogue’s text', () => {
    const parsed = sendInvitationsInput.safeParse({ eventId, type: 'everyone' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('Invalid invitation type');
  });

  it('trims the personal message and treats a blank one as none', () => {
    expect(
      sendInvitationsInput.parse({ eventId, type: 'all', personalMessage: '  Hi!  ' }),
    ).toEqual({ eventId, type: 'all', personalMessage: 'Hi!' });
    expect(
      sendInvitationsInput.parse({ eventId, type: 'new', personalMessage: '   ' }).personalMessage,
    ).toBeNull();
  });
});

describe('sendSuccessMessage', () => {
  it('gives the catalogue’s texts, with the count before its fragments', () => {
    expect(sendSuccessMessage('all', { queued: 4 })).toBe(
      'Invitations sent to all guests successfully!',
    );
    expect(sendSuccessMessage('new', { queued: 3 })).toBe('3 invitations sent to new guests');
    expect(sendSuccessMessage('new', { queued: 1 })).toBe('1 invitation sent to new guests');
    expect(sendSuccessMessage('poke', { queued: 2 })).toBe(
      '2 reminders sent to unresponsive guests',
    );
    expect(sendSuccessMessage('poke', { queued: 1 })).toBe(
      '1 reminder sent to unresponsive guests',
    );
    expect(sendSuccessMessage('resend', { queued: 1, name: 'Ada' })).toBe(
      'Invitation resent to Ada!',
    );
    expect(sendSuccessMessage('resend', { queued: 2 })).toBe('Invitations sent successfully!');
  });
});
