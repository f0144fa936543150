import { z } from 'zod';
import { EMAIL_SHAPE } from '../format/email-shape.ts';
import { MAX_CAPACITY, MAX_PEOPLE_PER_ANSWER } from '../invite/invite-types.ts';
import { MAX_GUESTS_PER_EVENT } from '../limits.ts';
import { messages } from '../messages.ts';
import { ANSWER_ALERTS } from './answer-alerts.ts';
import { eventIdInput } from './event-id.ts';
import { guestQuestionsInput } from './guest-questions-input.ts';
import { REMINDER_ALL, REMINDER_NO_RESPONSE } from './reminder-schedule.ts';

/**
 * What the wizards send to the server (events.create / events.update). One schema shared by the
 * browser (to show a message before the round trip) and the server (which decides).
 */

/**
 * A phone holds only digits, dash, plus, parentheses and spaces (docs/product.md, Limits and
 * validation), and some digits.
 */
export const PHONE_PATTERN = /^[\d\-+() ]*\d[\d\-+() ]*$/;
/** "Looks like an e-mail": something@something.tld, no spaces (the one shape every field takes). */
export const EMAIL_PATTERN = EMAIL_SHAPE;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** A guest the wizard adds: a name and an e-mail or a phone. */
export const recipientInput = z
  .object({
    name: z.string().trim().max(200),
    email: optionalText(254),
    phone: optionalText(40),
    source: z.enum(['wizard', 'csv', 'contacts']).default('wizard'),
  })
  .superRefine((r, ctx) => {
    if (!r.name || (!r.email && !r.phone))
      ctx.addIssue({ code: 'custom', message: messages.recipients.nameAndContactRequired });
    else if (r.email && !EMAIL_PATTERN.test(r.email))
      ctx.addIssue({ code: 'custom', message: messages.recipients.invalidEmail, path: ['email'] });
    else if (r.phone && !PHONE_PATTERN.test(r.phone))
      ctx.addIssue({ code: 'custom', message: messages.recipients.invalidPhone, path: ['phone'] });
  });
export type RecipientInput = z.input<typeof recipientInput>;

/**
 * The years an event may fall in. Outside them a date is no party's (year 0000 is not even a year
 * PostgreSQL's date type or the zoned-time arithmetic take), so the schema refuses it before anything
 * computes with it.
 */
export const EVENT_YEAR_MIN = 1900;
export const EVENT_YEAR_MAX = 2200;

/** 'YYYY-MM-DD' that is a real calendar date in a year from EVENT_YEAR_MIN to EVENT_YEAR_MAX. */
export const calendarDate = z
  .string({ error: messages.wizard.dateRequired })
  .regex(/^\d{4}-\d{2}-\d{2}$/, messages.wizard.invalidDate)
  .refine((s) => {
    const year = Number(s.slice(0, 4));
    if (year < EVENT_YEAR_MIN || year > EVENT_YEAR_MAX) return false;
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, messages.wizard.invalidDate);

/**
 * 'HH:MM' (24-hour) that parses; a missing time means 00:00 (docs/product.md, Limits and
 * validation).
 */
export const clockTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, messages.wizard.invalidDateTime);

/**
 * The song: a catalogue track, or the host's own upload (then uploadId is set). No address: the
 * server takes it from the catalogue or the upload, so a client never chooses what guests load.
 */
export const musicChoice = z.object({
  id: z.string().min(1).max(200),
  name: z.string().trim().max(200),
  uploadId: z.string().uuid().nullish(),
});
export type MusicChoice = z.infer<typeof musicChoice>;

/** The details both wizards and the edit page share. */
export const eventDetailsInput = z.object({
  title: z.string().trim().min(1, messages.wizard.nameRequired).max(200),
  description: optionalText(2000),
  location: optionalText(300),
  eventDate: calendarDate.nullish(),
  startTime: clockTime.nullish(),
  endTime: clockTime.nullish(),
  /** IANA zone of the host's browser, e.g. 'Asia/Kathmandu'. */
  timeZone: z.string().min(1).max(64).default('UTC'),
  personalMessage: optionalText(1000),
  imageUploadId: z.string().uuid().nullish(),
  videoUploadId: z.string().uuid().nullish(),
  music: musicChoice.nullish(),
});
export type EventDetailsInput = z.input<typeof eventDetailsInput>;

export const remindersInput = z.object({
  reminderNoResponse: z.enum(REMINDER_NO_RESPONSE),
  reminderAll: z.enum(REMINDER_ALL),
});

/**
 * events.create: the review step. The date is required when creating (docs/product.md, Limits and
 * validation).
 */
export const createEventInput = eventDetailsInput.extend({
  eventDate: calendarDate,
  templateId: z.string().min(1, messages.wizard.templateRequired).max(100),
  recipients: z.array(recipientInput).max(MAX_GUESTS_PER_EVENT, messages.wizard.tooManyGuests),
  reminderNoResponse: z.enum(REMINDER_NO_RESPONSE).default(''),
  reminderAll: z.enum(REMINDER_ALL).default(''),
});
export type CreateEventInput = z.input<typeof createEventInput>;

/**
 * events.update: edit mode and the edit page. Only the fields sent change. The template never
 * changes once the event exists. `recipients`, when sent, adds these guests (status 'unsent').
 */
export const updateEventInput = eventDetailsInput.partial().extend({
  ...eventIdInput.shape,
  /** No default here: a zone not sent is left as it is. */
  timeZone: z.string().min(1).max(64).optional(),
  recipients: z
    .array(recipientInput)
    .max(MAX_GUESTS_PER_EVENT, messages.wizard.tooManyGuests)
    .optional(),
  /** Guests see the first names of those who accepted (docs/product.md, The guest's page). */
  showGuestList: z.boolean().optional(),
  /** The most people one answer may bring, the guest included. */
  maxPartySize: z
    .number({ error: messages.editEvent.partySizeInvalid })
    .int(messages.editEvent.partySizeInvalid)
    .min(1, messages.editEvent.partySizeInvalid)
    .max(MAX_PEOPLE_PER_ANSWER, messages.editEvent.partySizeInvalid)
    .optional(),
  /** How the host hears of answers by e-mail (docs/decisions/063). */
  answerAlerts: z.enum(ANSWER_ALERTS).optional(),
  /** The host's questions for guests, the whole list (docs/decisions/064). */
  questions: guestQuestionsInput.optional(),
  /** The most accepted people the party holds; null: no limit (docs/decisions/061). */
  capacity: z
    .number({ error: messages.places.capacityInvalid })
    .int(messages.places.capacityInvalid)
    .min(1, messages.places.capacityInvalid)
    .max(MAX_CAPACITY, messages.places.capacityInvalid)
    .nullable()
    .optional(),
});
export type UpdateEventInput = z.input<typeof updateEventInput>;

export const setRemindersInput = remindersInput.extend(eventIdInput.shape);
