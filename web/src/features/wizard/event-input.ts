import {
  type CreateEventInput,
  calendarDate,
  clockTime,
  createEventInput,
  type RecipientInput,
  type UpdateEventInput,
} from '@partyreel/shared/events/event-input';
import { REMINDER_ALL, REMINDER_NO_RESPONSE } from '@partyreel/shared/events/reminder-schedule';
import { messages } from '@partyreel/shared/messages';
import type { DraftRecipient } from '../recipients/draft-recipient.ts';
import { unsavedRecipients, type WizardDraft } from './draft/wizard-draft.ts';

export type Built<T> = { ok: true; input: T } | { ok: false; message: string };

const text = (value: string) => (value.trim() === '' ? null : value.trim());

export function recipientInputs(recipients: readonly DraftRecipient[]): RecipientInput[] {
  return recipients.map(({ name, email, phone, source }) => ({ name, email, phone, source }));
}

/** The details both create and update send. */
function details(draft: WizardDraft) {
  return {
    title: draft.title.trim(),
    location: text(draft.location),
    startTime: text(draft.startTime),
    endTime: text(draft.endTime),
    timeZone: draft.timeZone,
    personalMessage: text(draft.personalMessage),
    imageUploadId: draft.image?.uploadId ?? null,
    videoUploadId: draft.video?.uploadId ?? null,
    music: draft.music && {
      id: draft.music.id,
      name: draft.music.name,
      uploadId: draft.music.uploadId,
    },
  };
}

/**
 * The create rules of docs/product.md (Limits and validation), in its order: the date is required;
 * date plus time must parse (a missing time is 00:00); the reminder settings must be ones the app
 * offers.
 */
function dateTimeProblem(draft: WizardDraft): string | null {
  if (!calendarDate.safeParse(draft.eventDate).success) return messages.wizard.invalidDate;
  const start = draft.startTime || '00:00';
  if (!clockTime.safeParse(start).success) return messages.wizard.invalidDateTime;
  if (draft.endTime && !clockTime.safeParse(draft.endTime).success)
    return messages.wizard.invalidDateTime;
  if (Number.isNaN(new Date(`${draft.eventDate}T${start}`).getTime()))
    return messages.wizard.invalidDateTime;
  if (
    !(REMINDER_NO_RESPONSE as readonly string[]).includes(draft.reminderNoResponse) ||
    !(REMINDER_ALL as readonly string[]).includes(draft.reminderAll)
  )
    return messages.wizard.invalidReminder;
  return null;
}

/** events.create's input from the draft, or the message that explains why it cannot be sent. */
export function buildCreateInput(draft: WizardDraft): Built<CreateEventInput> {
  const problem = dateTimeProblem(draft);
  if (problem) return { ok: false, message: problem };
  const candidate: CreateEventInput = {
    ...details(draft),
    eventDate: draft.eventDate,
    templateId: draft.templateId ?? '',
    recipients: recipientInputs(draft.recipients),
    reminderNoResponse: draft.reminderNoResponse,
    reminderAll: draft.reminderAll,
  };
  const parsed = createEventInput.safeParse(candidate);
  if (!parsed.success)
    return { ok: false, message: parsed.error.issues[0]?.message ?? messages.wizard.createFailed };
  return { ok: true, input: candidate };
}

/**
 * events.update's input: every detail, plus the guests the server does not have yet. The template
 * is never sent (it cannot change once the event exists).
 */
export function buildUpdateInput(draft: WizardDraft, eventId: string): Built<UpdateEventInput> {
  const problem = dateTimeProblem(draft);
  if (problem) return { ok: false, message: problem };
  const fresh = unsavedRecipients(draft);
  return {
    ok: true,
    input: {
      eventId,
      ...details(draft),
      eventDate: draft.eventDate,
      ...(fresh.length > 0 ? { recipients: recipientInputs(fresh) } : {}),
    },
  };
}
