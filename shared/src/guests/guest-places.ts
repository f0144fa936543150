import { z } from 'zod';
import { eventIdInput } from '../events/event-id.ts';
import { MAX_PEOPLE_PER_ANSWER } from '../invite/invite-types.ts';
import { MAX_GUESTS_PER_EVENT } from '../limits.ts';
import { messages } from '../messages.ts';

/**
 * A guest's places (docs/decisions/061): the most people one invitation may answer for, and the
 * host's promotion of a guest from the party's waitlist.
 */

/**
 * guests.setPartyLimit: the most people these invitations (a guest's merged entries) may answer
 * for, the guest included; null gives them the event's limit again.
 */
export const guestPartyLimitInput = eventIdInput.extend({
  invitationIds: z.array(z.string().max(100)).min(1).max(MAX_GUESTS_PER_EVENT),
  maxPeople: z
    .number({ error: messages.places.partyLimitInvalid })
    .int(messages.places.partyLimitInvalid)
    .min(1, messages.places.partyLimitInvalid)
    .max(MAX_PEOPLE_PER_ANSWER, messages.places.partyLimitInvalid)
    .nullable(),
});
export type GuestPartyLimitInput = z.input<typeof guestPartyLimitInput>;

/**
 * guests.promote: a guest on the waitlist gets their places: `guestId` is the Guest List entry's
 * id (a personal invitation's, or an answer's through the share link).
 */
export const guestPromoteInput = eventIdInput.extend({ guestId: z.string().max(100) });
export type GuestPromoteInput = z.input<typeof guestPromoteInput>;
