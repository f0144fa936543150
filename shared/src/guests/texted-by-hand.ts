import { z } from 'zod';
import { eventIdInput } from '../events/event-id.ts';

/** guests.textedByHand: which guest the host texted from their own phone (docs/decisions/067). */
export const guestTextedInput = eventIdInput.extend({ guestId: z.string().max(100) });
export type GuestTextedInput = z.input<typeof guestTextedInput>;
