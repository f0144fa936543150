import type { UpdateEventInput } from '@partyreel/shared/events/event-input';
import type { EventView } from '@partyreel/shared/events/event-view';

/** What the edit form holds: every field as the text in its input. */
export interface EditEventValues {
  title: string;
  description: string;
  location: string;
  eventDate: string;
  startTime: string;
  endTime: string;
  /** The most people one answer may bring, as typed ('1'–'20'). */
  maxPartySize: string;
  /** The party's capacity in people, as typed; '' for no limit (docs/decisions/061). */
  capacity: string;
}

export type EditEventField = keyof EditEventValues;

/** The event's current details, as the inputs show them ('HH:MM' times, '' for nothing). */
export function valuesFromEvent(event: EventView): EditEventValues {
  return {
    title: event.title,
    description: event.description ?? '',
    location: event.location ?? '',
    eventDate: event.eventDate ?? '',
    startTime: event.startTime?.slice(0, 5) ?? '',
    endTime: event.endTime?.slice(0, 5) ?? '',
    maxPartySize: String(event.maxPartySize),
    capacity: event.capacity === null ? '' : String(event.capacity),
  };
}

/**
 * events.update's input from the form: blanks clear a field. When the day or the hours change, the
 * host's own time zone goes with them, so reminders fire at the time they mean.
 */
export function updateFromValues(
  eventId: string,
  values: EditEventValues,
  initial: EditEventValues,
  timeZone: string,
): UpdateEventInput {
  const blankToNull = (value: string) => (value.trim() === '' ? null : value);
  const whenChanged =
    values.eventDate !== initial.eventDate ||
    values.startTime !== initial.startTime ||
    values.endTime !== initial.endTime;
  return {
    eventId,
    title: values.title,
    description: blankToNull(values.description),
    location: blankToNull(values.location),
    eventDate: blankToNull(values.eventDate),
    startTime: blankToNull(values.startTime),
    endTime: blankToNull(values.endTime),
    // Sent only when changed; what is not a whole number reaches the schema as NaN, refused there.
    ...(values.maxPartySize !== initial.maxPartySize
      ? { maxPartySize: wholeNumber(values.maxPartySize) }
      : {}),
    ...(values.capacity !== initial.capacity
      ? { capacity: values.capacity.trim() === '' ? null : wholeNumber(values.capacity) }
      : {}),
    ...(whenChanged ? { timeZone } : {}),
  };
}

/** '12' → 12; anything else → NaN, which the schema refuses with its message. */
function wholeNumber(typed: string): number {
  return /^\s*\d+\s*$/.test(typed) ? Number(typed) : Number.NaN;
}
