import { NOTHING_SKIPPED } from '@partyreel/shared/guests/send-outcome';
import { describe, expect, it } from 'vitest';
import { type PlanContext, type PlanGuest, planSend } from './send-plan.ts';

let n = 0;
function guest(values: Partial<PlanGuest> = {}): PlanGuest {
  n++;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name: `Guest ${n}`,
    email: `guest${n}@example.com`,
    phone: null,
    status: 'pending',
    deliveryStatus: null,
    respondedAt: null,
    ...values,
  };
}

const none: PlanContext = {
  recentlyInvited: new Set(),
  suppressed: new Set(),
  confirmedAnswered: new Set(),
};

describe('planSend', () => {
  it('mails a guest listed twice once, through the entry that stands for them', () => {
    const first = guest({ email: 'Ana@Example.com ', status: 'pending' });
    const second = guest({ email: 'ana@example.com', status: 'sent' });
    const plan = planSend([first, second], 'all', [], none);
    // 'sent' outranks 'pending': the second entry stands for the guest and carries the link.
    expect(plan.mails).toEqual([{ invitationId: second.id, address: 'ana@example.com' }]);
    expect(plan.selected).toBe(1);
  });

  it('reaches a merged guest through another entry when the one standing for them has no address', () => {
    const named = guest({ name: 'Ben', email: null, status: 'sent' });
    const mailed = guest({ name: 'ben', email: 'ben@example.com', status: 'pending' });
    expect(planSend([named, mailed], 'poke', [], none).mails).toEqual([
      { invitationId: mailed.id, address: 'ben@example.com' },
    ]);
  });

  it('leaves out answered guests unless confirmed, and says why each was left out', () => {
    const answered = guest({ status: 'accepted' });
    const recent = guest();
    const gone = guest();
    const phone = guest({ email: null, phone: '555 0100' });
    const nothing = guest({ email: '  ', phone: null });
    const context: PlanContext = {
      recentlyInvited: new Set([recent.email ?? '']),
      suppressed: new Set([gone.email ?? '']),
      confirmedAnswered: new Set(),
    };
    const guests = [answered, recent, gone, phone, nothing];
    expect(planSend(guests, 'all', [], context)).toEqual({
      selected: 5,
      mails: [],
      texts: [],
      skipped: {
        ...NOTHING_SKIPPED,
        answered: 1,
        recentlySent: 1,
        suppressed: 1,
        phoneOnly: 1,
        noContact: 1,
      },
    });
    const confirmed = { ...context, confirmedAnswered: new Set([answered.id]) };
    expect(planSend(guests, 'resend', [answered.id], confirmed).mails).toEqual([
      { invitationId: answered.id, address: answered.email },
    ]);
  });

  it('selects new guests not yet sent nor queued, and pokes only those who have not answered', () => {
    const fresh = guest({ status: 'unsent' });
    const queued = guest({ status: 'pending', deliveryStatus: 'queued' });
    const viewed = guest({ status: 'viewed' });
    const declined = guest({ status: 'declined' });
    const guests = [fresh, queued, viewed, declined];
    expect(planSend(guests, 'new', [], none).mails.map((m) => m.invitationId)).toEqual([fresh.id]);
    expect(planSend(guests, 'poke', [], none).mails.map((m) => m.invitationId)).toEqual([
      fresh.id,
      queued.id,
      viewed.id,
    ]);
  });
});
