import { describe, expect, it } from 'vitest';
import type { InvitationStatus } from '../events/event-view.ts';
import { groupGuests } from './guest-dedupe.ts';
import { filterCountsOf, hostTotals, tallyGuests } from './guest-tally.ts';

let n = 0;
const guest = (status: InvitationStatus, email: string, peopleCount = 1) => ({
  name: `Guest ${++n}`,
  email,
  phone: null,
  status,
  peopleCount,
});

describe('tallyGuests', () => {
  it('counts each merged guest once, by the status that stands for it (Accepted over Maybe over Declined)', () => {
    const tally = tallyGuests(
      groupGuests([
        guest('sent', 'ana@example.com'),
        guest('accepted', ' ANA@example.com', 3),
        guest('unsent', 'ben@example.com'),
        guest('pending', 'ben@example.com'),
        guest('viewed', 'cleo@example.com'),
        guest('declined', 'dev@example.com'),
        guest('removed', 'eve@example.com'),
        guest('maybe', 'fay@example.com', 2),
        guest('declined', 'FAY@example.com'),
        guest('maybe', 'gus@example.com', 4),
        guest('accepted', 'gus@example.com', 1),
      ]),
    );
    expect(tally).toEqual({
      invited: 6,
      accepted: 2,
      maybe: 1,
      declined: 1,
      pending: 2,
      people: 4,
      maybePeople: 2,
      waitlisted: 0,
      waitlistedPeople: 0,
      byStatus: {
        pending: 0,
        unsent: 1,
        sent: 0,
        viewed: 1,
        accepted: 2,
        maybe: 1,
        waitlisted: 0,
        declined: 1,
      },
    });
  });
});

describe('hostTotals and filterCountsOf', () => {
  const tally = tallyGuests(
    groupGuests([
      guest('sent', 'ana@example.com'),
      guest('accepted', 'ana@example.com', 3),
      guest('viewed', 'ben@example.com'),
      guest('unsent', 'cy@example.com'),
      guest('declined', 'dee@example.com'),
      guest('maybe', 'eli@example.com', 2),
      guest('waitlisted', 'fay@example.com', 2),
    ]),
  );
  const link = {
    accepted: 2,
    maybe: 3,
    declined: 1,
    people: 5,
    maybePeople: 4,
    waitlisted: 1,
    waitlistedPeople: 3,
  };

  it('counts the share link’s answerers as guests who answered; pending stays personal', () => {
    expect(hostTotals(tally, link)).toEqual({
      invited: 13,
      accepted: 3,
      maybe: 4,
      declined: 2,
      pending: 2,
      people: 8,
      maybePeople: 6,
      waitlisted: 2,
      waitlistedPeople: 5,
    });
  });

  it('gives each filter the number the boxes show, the filters adding up to All Guests', () => {
    const counts = filterCountsOf(tally, link);
    expect(counts).toEqual({
      all: 13,
      notSent: 1,
      sent: 0,
      viewed: 1,
      responded: 11,
      accepted: 3,
      maybe: 4,
      waitlisted: 2,
      declined: 2,
    });
    expect(counts.notSent + counts.sent + counts.viewed + counts.responded).toBe(counts.all);
  });
});
