import type { ReminderAll, ReminderNoResponse } from './event-input.ts';

export type InvitationStatus =
  | 'unsent'
  | 'pending'
  | 'sent'
  | 'viewed'
  | 'accepted'
  | 'declined'
  | 'removed';

/** A guest of an event as its owner sees it (removed guests are not listed). */
export interface GuestView {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  status: InvitationStatus;
  peopleCount: number;
  uniqueCode: string;
  sentAt: string | null;
  respondedAt: string | null;
}

export interface MediaView {
  uploadId: string;
  /** Where the browser loads it: /media/uploads/… */
  url: string;
}

/** events.byId: one event, for its owner only (anyone else gets NOT_FOUND). */
export interface EventView {
  id: string;
  title: string;
  description: string | null;
  location: string | null;
  /** 'YYYY-MM-DD' or null. */
  eventDate: string | null;
  /** 'HH:MM' or null. */
  startTime: string | null;
  endTime: string | null;
  timeZone: string;
  templateId: string | null;
  personalMessage: string | null;
  image: MediaView | null;
  video: MediaView | null;
  music: { id: string; url: string; name: string; uploadId: string | null } | null;
  reminderNoResponse: ReminderNoResponse;
  reminderAll: ReminderAll;
  /** The paywall: false while distribution is locked. */
  unlocked: boolean;
  /** The shared anonymous link: /invite/{code}. */
  shareLink: { code: string; views: number; accepted: number; declined: number; people: number };
  guests: GuestView[];
  createdAt: string;
}

/** The live counts of one event (events.live) — SPEC.md §4's counting. */
export interface EventCounts {
  eventId: string;
  accepted: number;
  declined: number;
  pending: number;
  /** People coming: the head counts of accepted guests. */
  people: number;
  link: { views: number; accepted: number; declined: number; people: number };
  unlocked: boolean;
  /** The latest answer, so the host can be told who answered ('{name} accepted (3 people)'). */
  lastAnswer: {
    invitationId: string | null;
    name: string;
    response: 'accepted' | 'declined';
    peopleCount: number;
    at: string;
  } | null;
}

/** One dashboard row's counts (events.dashboard): accepted, declined, viewed, anything else sent. */
export interface DashboardCounts {
  eventId: string;
  accepted: number;
  declined: number;
  viewed: number;
  sent: number;
}
