import { describe, expect, it } from 'vitest';
import type { InvitationStatus } from '../events/event-view.ts';
import { groupGuests } from './guest-dedupe.ts';
import { tallyGuests } from './guest-tally.ts';

let n = 0;
const guest = (status: InvitationStatus, email: string, peopleCount = 1) => ({
  name: `Guest ${++n}`,
  email,
  phone: null,
  status,
  peopleCount,
});

describe('tallyGuests', () => {
  it('counts each merged guest once, by the status that stands for it', () => {
    const tally = tallyGuests(
      groupGuests([
        guest('sent', 'ana@example.com'),
        guest('accepted', ' ANA@example.com', 3),
        guest('unsent', 'ben@example.com'),
        guest('pending', 'ben@example.com'),
        guest('viewed', 'cleo@example.com'),
        guest('declined', 'dev@example.com'),
        guest('removed', 'eve@example.com'),
      ]),
    );
    expect(tally).toEqual({
      invited: 4,
      accepted: 1,
      declined: 1,
      pending: 2,
      people: 3,
      byStatus: { pending: 0, unsent: 1, sent: 0, viewed: 1, accepted: 1, declined: 1 },
    });
  });
});
