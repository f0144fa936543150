import type { GuestView } from '@partyreel/shared/events/event-view';
import { describe, expect, it } from 'vitest';
import { inviteStatusLabel, sentLabel } from './invite-status.ts';

type Row = Pick<GuestView, 'status' | 'viewState' | 'delivery'>;
const failed = { state: 'failed', error: 'Mailbox does not exist' } as const;
const queued = { state: 'queued', error: null } as const;
const sent = { state: 'sent', error: null } as const;

describe('inviteStatusLabel', () => {
  it.each<[string, Row, string]>([
    ['never sent', { status: 'unsent', viewState: null, delivery: null }, 'Pending'],
    ['added later, not sent', { status: 'pending', viewState: null, delivery: null }, 'Pending'],
    ['on its way', { status: 'unsent', viewState: null, delivery: queued }, 'Pending'],
    ['handed over', { status: 'sent', viewState: null, delivery: sent }, 'Sent'],
    ['failed after its retries', { status: 'unsent', viewState: null, delivery: failed }, 'Failed'],
    ['opened the page', { status: 'viewed', viewState: null, delivery: sent }, 'Opened'],
    ['started watching', { status: 'viewed', viewState: 'playing', delivery: sent }, 'Watching'],
    [
      'opened, then a resend failed',
      { status: 'viewed', viewState: null, delivery: failed },
      'Opened',
    ],
    ['accepted', { status: 'accepted', viewState: 'completed', delivery: sent }, 'Accepted'],
    ['declined', { status: 'declined', viewState: 'completed', delivery: failed }, 'Declined'],
  ])('%s: %s', (_, guest, label) => {
    expect(inviteStatusLabel(guest)).toBe(label);
  });
});

describe('sentLabel', () => {
  it("says 'Sending…' while an e-mail is on its way, a dash when none went, else when", () => {
    expect(sentLabel({ sentAt: '2026-03-01T10:00:00.000Z', delivery: queued })).toBe('Sending…');
    expect(sentLabel({ sentAt: null, delivery: null })).toBe('—');
    // The host's own time (these tests run in Asia/Kathmandu, UTC+5:45).
    expect(sentLabel({ sentAt: '2026-03-01T10:00:00.000Z', delivery: sent })).toBe(
      'Mar 1, 3:45 PM',
    );
  });
});
