import { z } from 'zod';
import { isUuid } from '../ids/uuid.ts';

/** An id no event has: what a malformed event id becomes. */
const NO_EVENT = '00000000-0000-0000-0000-000000000000';

/**
 * The id of the event a call is about, lower-cased. An id that is not a UUID is no reason to say
 * more than for someone else's event (docs/architecture.md, API): it becomes one no event has, so
 * the owner's query finds nothing and the caller gets NOT_FOUND, the same as for any event not
 * theirs, instead of a refused input or a failed cast in the query.
 */
const eventId = z
  .string()
  .max(100)
  .transform((id) => (isUuid(id) ? id.toLowerCase() : NO_EVENT));

/** The input of a call about one event; calls that take more extend it. */
export const eventIdInput = z.object({ eventId });
