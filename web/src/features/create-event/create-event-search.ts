/** /create-event's query (SPEC.md §2): eventId (edit mode) and step. */
export interface CreateEventSearch {
  step?: number;
  eventId?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Keeps what is well-formed and drops the rest, so a mangled link still opens the wizard. */
export function validateCreateEventSearch(raw: Record<string, unknown>): CreateEventSearch {
  const search: CreateEventSearch = {};
  const step = Number(raw.step);
  if (raw.step !== undefined && Number.isInteger(step) && step >= 1 && step <= 14)
    search.step = step;
  if (typeof raw.eventId === 'string' && UUID.test(raw.eventId)) search.eventId = raw.eventId;
  return search;
}
