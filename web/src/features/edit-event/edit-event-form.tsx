import { type UpdateEventInput, updateEventInput } from '@partyreel/shared/events/event-input';
import { MAX_CAPACITY, MAX_PEOPLE_PER_ANSWER } from '@partyreel/shared/invite/invite-types';
import { messages } from '@partyreel/shared/messages';
import { Link } from '@tanstack/react-router';
import { firstServerErrors } from '../../lib/field-errors.ts';
import { readServerError } from '../../lib/server-error.ts';
import { schemaVerdict, useZodForm } from '../../lib/use-zod-form.ts';
import { buttonStyles } from '../../ui/button-styles.ts';
import { FormMessage } from '../../ui/form-message.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { TextAreaField } from '../../ui/text-area-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import {
  type EditEventField,
  type EditEventValues,
  updateFromValues,
} from './edit-event-values.ts';

export interface EditEventFormProps {
  eventId: string;
  initial: EditEventValues;
  /** Saves the changes; rejects with the server's error when it refuses. */
  save: (input: UpdateEventInput) => Promise<void>;
  /** The host's time zone, sent when the day or the hours change. */
  timeZone?: string;
}

type FieldErrors = Partial<Record<EditEventField, string>>;

/** The party's places (docs/decisions/061): whole numbers, each with its range. */
const PLACES_FIELDS = [
  {
    name: 'maxPartySize',
    label: 'Most people per answer',
    hint: 'Including the guest: 1 to 20. The invitation offers no more.',
    max: MAX_PEOPLE_PER_ANSWER,
  },
  {
    name: 'capacity',
    label: 'Capacity (optional)',
    hint: 'The most people who can come. When it is reached, new yeses join a waitlist and you choose who to promote. Leave empty for no limit.',
    max: MAX_CAPACITY,
  },
] as const satisfies readonly { name: EditEventField; label: string; hint: string; max: number }[];

/**
 * The failure's text: the server's validation message, 'Event not found.', the rate limit's
 * refusal, or the catalogue's.
 */
function saveFailure(error: unknown): { message: string; fields: FieldErrors } {
  const server = readServerError(error);
  if (server?.code === 'NOT_FOUND') return { message: messages.editEvent.notFound, fields: {} };
  if (server?.code === 'TOO_MANY_REQUESTS')
    return { message: server.message || messages.editEvent.tooManyChanges, fields: {} };
  if (server?.code === 'BAD_REQUEST') {
    const fields = firstServerErrors(server.fieldErrors) as FieldErrors;
    return { message: server.message || messages.editEvent.updateFailed, fields };
  }
  return { message: messages.editEvent.updateFailed, fields: {} };
}

/** Title, description, place, day and hours; Cancel, or 'Save changes'. What was typed stays. */
export function EditEventForm({
  eventId,
  initial,
  save,
  timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone,
}: EditEventFormProps) {
  const {
    field,
    failure,
    submitting: saving,
    submit,
  } = useZodForm({
    initial,
    parse: (values) => {
      const input = updateFromValues(eventId, values, initial, timeZone);
      const verdict = schemaVerdict<EditEventValues, UpdateEventInput>(
        updateEventInput.safeParse(input),
      );
      // What goes to the server is the input as built, not zod's copy of it.
      return verdict.ok ? { ok: true, input } : verdict;
    },
    send: save,
    refusal: (error) => {
      const { message, fields } = saveFailure(error);
      return { errors: fields, failure: message };
    },
    again: true,
    clearErrorOnChange: true,
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <TextField label="Title" autoComplete="off" maxLength={200} {...field('title')} />
      <TextAreaField label="Description" maxLength={2000} rows={4} {...field('description')} />
      <TextField label="Location" autoComplete="off" maxLength={300} {...field('location')} />
      <div className="grid gap-5 sm:grid-cols-3">
        <TextField label="Event date" type="date" {...field('eventDate')} />
        <TextField label="Start time" type="time" {...field('startTime')} />
        <TextField label="End time" type="time" {...field('endTime')} />
      </div>
      {PLACES_FIELDS.map(({ name, label, hint, max }) => (
        <TextField
          key={name}
          label={label}
          hint={hint}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          {...field(name)}
        />
      ))}
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to="/event/$eventId" params={{ eventId }} className={buttonStyles.secondary}>
          Cancel
        </Link>
        <button type="submit" disabled={saving} aria-busy={saving} className={buttonStyles.primary}>
          {saving ? <Spinner /> : null}
          {saving ? 'Saving…' : 'Save changes'}
        </button>
      </div>
    </form>
  );
}
