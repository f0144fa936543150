import { z } from 'zod';
import { eventIdInput } from '../events/event-id.ts';
import { MAX_GUESTS_PER_EVENT } from '../limits.ts';
import { messages } from '../messages.ts';
import { SEND_TYPES } from './send-outcome.ts';

/** What guests.send accepts (send-outcome.ts has its kinds and what it answers, without Zod). */
export const sendInvitationsInput = eventIdInput.extend({
  type: z.enum(SEND_TYPES, { error: messages.send.invalidType }),
  /** resend only: the guests to send to again (other types ignore it). */
  invitationIds: z.array(z.string().max(100)).max(MAX_GUESTS_PER_EVENT).optional(),
  /**
   * Guests who already answered that the host confirmed, one by one, to e-mail again: without it a
   * send skips every guest who answered (docs/decisions/031).
   */
  confirmAnswered: z.array(z.string().max(100)).max(MAX_GUESTS_PER_EVENT).optional(),
  /**
   * The host confirms, for this event, that the guests it texts agreed to get texts: asked before
   * its first text (docs/decisions/070) and recorded with the time.
   */
  textConsent: z.boolean().optional(),
  /** Text guests who have a phone even when they have an address too. */
  preferText: z.boolean().optional(),
  /**
   * The host's browser language ('en-GB'): its region is the country of numbers typed without a
   * country code.
   */
  locale: z.string().trim().max(35).optional(),
  /** The host's note for this send (guest pages); without it the event's own personal message. */
  personalMessage: z
    .string()
    .trim()
    .max(1000)
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type SendInvitationsInput = z.input<typeof sendInvitationsInput>;
