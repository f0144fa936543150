import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  time,
} from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id, refersTo, timestamptz, updatedAt } from './columns.ts';
import { templates } from './templates.ts';
import { uploads } from './uploads.ts';
import { users } from './users.ts';

/** A host's question as stored (shared/src/events/guest-questions.ts: GuestQuestion). */
export interface StoredQuestion {
  id: string;
  text: string;
  kind: 'text' | 'choice';
  choices: string[];
  required: boolean;
}

export const events = pgTable(
  'events',
  {
    id,
    userId: belongsTo('user_id', () => users.id),
    title: text('title').notNull(),
    description: text('description'),
    location: text('location'),
    eventDate: date('event_date'),
    startTime: time('start_time'),
    endTime: time('end_time'),
    /** IANA zone from the host's browser: reminders and calendar files are computed in it. */
    timeZone: text('time_zone').notNull().default('UTC'),
    templateId: text('template_id').references(() => templates.id, { onDelete: 'restrict' }),
    personalMessage: text('personal_message'),
    imageUploadId: refersTo('image_upload_id', () => uploads.id),
    videoUploadId: refersTo('video_upload_id', () => uploads.id),
    musicId: text('music_id'),
    musicUrl: text('music_url'),
    musicName: text('music_name'),
    musicUploadId: refersTo('music_upload_id', () => uploads.id),
    /** '' (none), 1d, 3d, 1w, 2w before the event, to guests who have not answered. */
    reminderNoResponse: text('reminder_no_response').notNull().default(''),
    /** '' (none), 0d (day of), 1d, 3d, 1w before the event, to every guest. */
    reminderAll: text('reminder_all').notNull().default(''),
    reminderNoResponseSentAt: timestamptz('reminder_no_response_sent_at'),
    reminderAllSentAt: timestamptz('reminder_all_sent_at'),
    /**
     * When the host confirmed that the guests they text agreed to get texts (asked before the
     * event's first text: docs/decisions/070); null until then.
     */
    smsConsentAt: timestamptz('sms_consent_at'),
    allowAnyoneWithLink: boolean('allow_anyone_with_link').notNull().default(false),
    /** Guests see the first names of those who accepted ('Who's coming'); off unless the host says. */
    showGuestList: boolean('show_guest_list').notNull().default(false),
    /** The most people one answer may bring (1–20), the guest included. */
    maxPartySize: integer('max_party_size').notNull().default(20),
    /**
     * The most accepted people the party holds; null: no limit. Accepted answers beyond it join
     * the waitlist (docs/decisions/061).
     */
    capacity: integer('capacity'),
    /**
     * How the host hears of answers by e-mail (docs/decisions/063): 'each' (batched, at most one
     * e-mail in 15 minutes), 'digest' (once a day) or 'none'.
     */
    answerAlerts: text('answer_alerts').notNull().default('each'),
    /** The host's questions for guests, at most three (docs/decisions/064). */
    questions: jsonb('questions').$type<StoredQuestion[]>().notNull().default([]),
    /** The paywall: null while distribution is locked; set only by a verified payment webhook. */
    unlockedAt: timestamptz('unlocked_at'),
    createdAt,
    updatedAt,
  },
  (t) => [
    index('events_user_date_idx').on(t.userId, t.eventDate.desc()),
    index('events_template_id_idx').on(t.templateId),
    index('events_image_upload_id_idx').on(t.imageUploadId),
    index('events_video_upload_id_idx').on(t.videoUploadId),
    index('events_music_upload_id_idx').on(t.musicUploadId),
    check(
      'events_reminder_no_response_values',
      sql`${t.reminderNoResponse} in ('', '1d', '3d', '1w', '2w')`,
    ),
    check('events_reminder_all_values', sql`${t.reminderAll} in ('', '0d', '1d', '3d', '1w')`),
    check('events_title_not_blank', sql`length(trim(${t.title})) > 0`),
    check('events_max_party_size_range', sql`${t.maxPartySize} between 1 and 20`),
    check('events_capacity_range', sql`${t.capacity} between 1 and 10000`),
    check('events_answer_alerts_values', sql`${t.answerAlerts} in ('each', 'digest', 'none')`),
  ],
);
