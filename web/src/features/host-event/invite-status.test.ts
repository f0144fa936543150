import type { GuestView } from '@partyreel/shared/events/event-view';
import { messages } from '@partyreel/shared/messages';
import { describe, expect, it } from 'vitest';
import { canFixAddress, deliveryNote, inviteStatusLabel, sentLabel } from './invite-status.ts';

type Row = Pick<GuestView, 'status' | 'viewState' | 'delivery'>;
const failed = { state: 'failed', error: 'Mailbox does not exist' } as const;
const queued = { state: 'queued', error: null } as const;
const sent = { state: 'sent', error: null } as const;
const state = (s: NonNullable<GuestView['delivery']>['state']) => ({ state: s, error: null });

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
    ['maybe', { status: 'maybe', viewState: 'completed', delivery: sent }, 'Maybe'],
    ['declined', { status: 'declined', viewState: 'completed', delivery: failed }, 'Declined'],
    // What the provider's webhook reported (docs/decisions/033).
    ['delivered', { status: 'sent', viewState: null, delivery: state('delivered') }, 'Delivered'],
    ['delayed', { status: 'sent', viewState: null, delivery: state('delayed') }, 'Delayed'],
    ['bounced', { status: 'sent', viewState: null, delivery: state('bounced') }, 'Bounced'],
    [
      'complained',
      { status: 'sent', viewState: null, delivery: state('complained') },
      'Complained',
    ],
    [
      'opened, then marked as spam',
      { status: 'viewed', viewState: null, delivery: state('complained') },
      'Opened',
    ],
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

describe('deliveryNote and canFixAddress', () => {
  const guest = (delivery: GuestView['delivery'], email: string | null = 'ben@exmaple.com') => ({
    status: 'sent' as const,
    viewState: null,
    email,
    delivery,
  });

  it('names the address that bounced, and offers to fix it (or a failed one)', () => {
    const bounced = guest({ state: 'bounced', error: 'No such mailbox' });
    expect(deliveryNote(bounced)).toBe(messages.guests.bounced('ben@exmaple.com'));
    expect(canFixAddress(bounced)).toBe(true);
    expect(deliveryNote(guest(failed))).toBe('Mailbox does not exist');
    expect(canFixAddress(guest(failed))).toBe(true);
  });

  it('says a complaint stops the e-mails, and offers no fix for a working address', () => {
    expect(deliveryNote(guest(state('complained')))).toBe(messages.guests.complained);
    for (const delivery of [state('complained'), state('delivered'), state('delayed'), sent])
      expect(canFixAddress(guest(delivery))).toBe(false);
    expect(deliveryNote(guest(state('delivered')))).toBeNull();
  });
});

describe('an unsubscribed guest (docs/decisions/032)', () => {
  const base = { viewState: null, email: 'ana@example.com', delivery: sent, unsubscribed: true };

  it('shows Unsubscribed until they answer, over an open page or a failed e-mail', () => {
    for (const guest of [
      { ...base, status: 'sent' as const },
      { ...base, status: 'viewed' as const },
      { ...base, status: 'unsent' as const, delivery: failed },
    ]) {
      expect(inviteStatusLabel(guest)).toBe(messages.send.unsubscribed);
      expect(deliveryNote(guest)).toBeNull();
      expect(canFixAddress(guest)).toBe(false);
    }
  });

  it('keeps an answer as the status, with a note that no more e-mail reaches them', () => {
    const accepted = { ...base, status: 'accepted' as const, viewState: 'completed' as const };
    expect(inviteStatusLabel(accepted)).toBe('Accepted');
    expect(deliveryNote(accepted)).toBe(messages.send.unsubscribedNote);
    expect(deliveryNote({ ...accepted, unsubscribed: false })).toBeNull();
  });
});

describe('a guest whose number replied STOP (docs/decisions/069)', () => {
  const base = { status: 'sent' as const, viewState: null, delivery: sent, email: null };

  it("shows 'Opted out' until they answer, with how to reach them instead", () => {
    for (const guest of [
      { ...base, optedOut: true },
      { ...base, optedOut: true, delivery: failed },
    ]) {
      expect(inviteStatusLabel(guest)).toBe(messages.texts.optedOut);
      expect(deliveryNote(guest)).toBe(messages.texts.optedOutNote);
      expect(canFixAddress(guest)).toBe(false);
    }
    expect(inviteStatusLabel({ ...base, optedOut: false })).toBe('Sent');
  });

  it('keeps an answer as the status, with the note', () => {
    const declined = { ...base, status: 'declined' as const, optedOut: true };
    expect(inviteStatusLabel(declined)).toBe('Declined');
    expect(deliveryNote(declined)).toBe(messages.texts.optedOutNote);
  });
});
