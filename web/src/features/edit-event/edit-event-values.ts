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
    ...(whenChanged ? { timeZone } : {}),
  };
}
