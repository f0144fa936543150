import type { EventView } from '@partyreel/shared/events/event-view';
import type { ReminderAll, ReminderNoResponse } from '@partyreel/shared/events/reminder-schedule';
import type { DraftRecipient } from '../../recipients/draft-recipient.ts';
import type { UploadedMedia } from '../../uploads/uploaded-media.ts';

/** The song of the draft: a catalogue track, or the host's own upload (`uploadId` set). */
export interface DraftMusic {
  id: string;
  url: string;
  name: string;
  uploadId: string | null;
}

/**
 * Everything a creation wizard has gathered so far (docs/product.md, The creation wizards). Kept in
 * the tab's session storage so a reload loses nothing (docs/decisions/013-wizard-drafts.md).
 */
export interface WizardDraft {
  title: string;
  location: string;
  /** 'YYYY-MM-DD' or ''. */
  eventDate: string;
  /** 'HH:MM' or ''. */
  startTime: string;
  endTime: string;
  image: UploadedMedia | null;
  video: UploadedMedia | null;
  templateId: string | null;
  music: DraftMusic | null;
  personalMessage: string;
  recipients: DraftRecipient[];
  /** The keys of the recipients the server already has (sent with create or update). */
  savedRecipientKeys: string[];
  reminderNoResponse: ReminderNoResponse;
  reminderAll: ReminderAll;
  /** Set once the review step has created the event (or, in edit mode, the event being edited). */
  eventId: string | null;
  /** The host's IANA time zone, from the browser. */
  timeZone: string;
}

export type DraftDetails = Pick<
  WizardDraft,
  'title' | 'location' | 'eventDate' | 'startTime' | 'endTime' | 'personalMessage'
>;

export type DraftAction =
  | { type: 'details'; details: Partial<DraftDetails> }
  | { type: 'image'; image: UploadedMedia | null }
  | { type: 'video'; video: UploadedMedia | null }
  | { type: 'template'; templateId: string }
  | { type: 'music'; music: DraftMusic | null }
  | { type: 'recipients'; recipients: DraftRecipient[] }
  | { type: 'recipientsSaved'; keys: string[] }
  | { type: 'reminders'; reminderNoResponse?: ReminderNoResponse; reminderAll?: ReminderAll }
  | { type: 'created'; eventId: string }
  | { type: 'replace'; draft: WizardDraft };

/** The browser's time zone, 'UTC' when it cannot tell. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

export function emptyDraft(timeZone = browserTimeZone()): WizardDraft {
  return {
    title: '',
    location: '',
    eventDate: '',
    startTime: '',
    endTime: '',
    image: null,
    video: null,
    templateId: null,
    music: null,
    personalMessage: '',
    recipients: [],
    savedRecipientKeys: [],
    reminderNoResponse: '',
    reminderAll: '',
    eventId: null,
    timeZone,
  };
}

export function draftReducer(draft: WizardDraft, action: DraftAction): WizardDraft {
  switch (action.type) {
    case 'details':
      return { ...draft, ...action.details };
    case 'image':
      return { ...draft, image: action.image };
    case 'video':
      return { ...draft, video: action.video };
    case 'template':
      // The template cannot change once the event exists (docs/product.md, The creation wizards).
      return draft.eventId ? draft : { ...draft, templateId: action.templateId };
    case 'music':
      return { ...draft, music: action.music };
    case 'recipients':
      return { ...draft, recipients: action.recipients };
    case 'recipientsSaved':
      return {
        ...draft,
        savedRecipientKeys: [...new Set([...draft.savedRecipientKeys, ...action.keys])],
      };
    case 'reminders':
      return {
        ...draft,
        reminderNoResponse: action.reminderNoResponse ?? draft.reminderNoResponse,
        reminderAll: action.reminderAll ?? draft.reminderAll,
      };
    case 'created':
      return { ...draft, eventId: action.eventId };
    case 'replace':
      return action.draft;
  }
}

/** The guests added in the wizard that the server does not have yet. */
export function unsavedRecipients(draft: WizardDraft): DraftRecipient[] {
  const saved = new Set(draft.savedRecipientKeys);
  return draft.recipients.filter((r) => !saved.has(r.key));
}

function media(kind: 'image' | 'video', view: EventView['image']): UploadedMedia | null {
  if (!view) return null;
  const name = decodeURIComponent(view.url.split('/').pop() ?? kind);
  return { uploadId: view.uploadId, kind, url: view.url, name, durationMs: null };
}

/** Edit mode: the draft an existing event fills in (its guests are on the server already). */
export function draftFromEvent(event: EventView): WizardDraft {
  return {
    title: event.title,
    location: event.location ?? '',
    eventDate: event.eventDate ?? '',
    startTime: event.startTime?.slice(0, 5) ?? '',
    endTime: event.endTime?.slice(0, 5) ?? '',
    image: media('image', event.image),
    video: media('video', event.video),
    templateId: event.templateId,
    music: event.music
      ? {
          id: event.music.id,
          url: event.music.url,
          name: event.music.name,
          uploadId: event.music.uploadId,
        }
      : null,
    personalMessage: event.personalMessage ?? '',
    recipients: [],
    savedRecipientKeys: [],
    reminderNoResponse: event.reminderNoResponse,
    reminderAll: event.reminderAll,
    eventId: event.id,
    timeZone: event.timeZone,
  };
}
