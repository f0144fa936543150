import type { GuestListEntry, GuestListView } from '../guests/guest-list.ts';
import type { LinkTally } from '../invite/guest-tally.ts';
import type { AnswerAlerts } from './answer-alerts.ts';
import type { GuestQuestion } from './guest-questions.ts';
import type { ReminderAll, ReminderNoResponse } from './reminder-schedule.ts';

export type InvitationStatus =
  | 'unsent'
  | 'pending'
  | 'sent'
  | 'viewed'
  | 'accepted'
  | 'maybe'
  | 'waitlisted'
  | 'declined'
  | 'removed';

/**
 * How many guests answered what, and how many people that brings (docs/product.md, Counting): for
 * personal guests these are de-duplicated; the host's totals add the share link's answers.
 */
export interface AnswerTotals {
  /** Guests: Total Invited (accepted + maybe + declined + pending). */
  invited: number;
  accepted: number;
  /** Answered Maybe (docs/decisions/057). */
  maybe: number;
  declined: number;
  /** Not answered yet (the share link has no one waiting to answer). */
  pending: number;
  /** People coming: the head counts of accepted guests. */
  people: number;
  /** The head counts of the guests who answered Maybe. */
  maybePeople: number;
  /** Accepted answers that found the party full (docs/decisions/061), and their head counts. */
  waitlisted: number;
  waitlistedPeople: number;
}

/** What a guest can answer (docs/decisions/057): Accepted and Maybe carry a head count. */
export const ANSWERS = ['accepted', 'maybe', 'declined'] as const;
export type AnswerResponse = (typeof ANSWERS)[number];

/**
 * An answer as it stands: what the guest chose, or 'waitlisted', an Accepted that found the party
 * at its capacity (docs/decisions/061) until the host promotes it.
 */
export type AnswerStatus = AnswerResponse | 'waitlisted';
const ANSWER_STATUSES: readonly AnswerStatus[] = [...ANSWERS, 'waitlisted'];

/** Whether a guest's status is an answer (Accepted, Maybe, Declined or on the waitlist). */
export function isAnswer(status: string | null | undefined): status is AnswerStatus {
  return (ANSWER_STATUSES as readonly (string | null | undefined)[]).includes(status);
}

/**
 * A guest of an event as its owner sees it (removed guests are not listed): one per person, as
 * Manage Guests lists them — entries that share an e-mail, a phone or a lower-cased name are merged
 * (docs/product.md, Counting) and the highest-status entry stands for them; its fields are the ones
 * below.
 */
export interface GuestView {
  /** The invitation that stands for the guest: Resend goes to it. */
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  status: InvitationStatus;
  /** 'playing' once the guest has started watching the invitation; 'completed' once answered. */
  viewState: 'playing' | 'completed' | null;
  peopleCount: number;
  /** The guest's personal code: null while the event is locked (its guest pages do not open). */
  uniqueCode: string | null;
  sentAt: string | null;
  respondedAt: string | null;
  /**
   * The guest's latest invitation e-mail: queued (being delivered, retries included), sent (the
   * provider accepted it), or failed after its retries, with the provider's reason; then delivered,
   * delayed, bounced or complained once the provider reports it. null when no e-mail was ever sent
   * to this guest (or the host changed the address since).
   */
  delivery: GuestDelivery | null;
  /**
   * The guest's address unsubscribed from this event's e-mails or from all PartyReel e-mail
   * (docs/decisions/032): no invitation or reminder goes to it. Never set for an address that
   * left another host's event only.
   */
  unsubscribed: boolean;
  /**
   * The number this guest's invitation was texted to replied STOP (docs/decisions/069): no text
   * reaches them any more, from any host.
   */
  optedOut: boolean;
  /** Every invitation this guest stands for, `id` first (more than one when entries merged). */
  invitationIds: string[];
  /** The names of the other entries merged into this one (empty when none). */
  mergedNames: string[];
}

export interface GuestDelivery {
  /**
   * queued, sent or failed as the send jobs left it; then what the provider's webhook said of the
   * e-mail (docs/decisions/033): delivered, delayed (still trying), bounced (the address took
   * none), complained (the guest marked it as spam).
   */
  state: 'queued' | 'sent' | 'failed' | 'delivered' | 'delayed' | 'bounced' | 'complained';
  /** Why it failed or bounced, as the provider said (null for every other state). */
  error: string | null;
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
  /** Guests see the first names of those who accepted ('Who's coming'). */
  showGuestList: boolean;
  /** The most people one answer may bring, the guest included (1–20). */
  maxPartySize: number;
  /** The most accepted people the party holds, or null: no limit (docs/decisions/061). */
  capacity: number | null;
  /** How the host hears of answers by e-mail (docs/decisions/063). */
  answerAlerts: AnswerAlerts;
  /** The host's questions for guests (docs/decisions/064). */
  questions: GuestQuestion[];
  image: MediaView | null;
  video: MediaView | null;
  music: { id: string; url: string; name: string; uploadId: string | null } | null;
  reminderNoResponse: ReminderNoResponse;
  reminderAll: ReminderAll;
  /**
   * When the next reminder e-mail goes out (ISO instant), computed from the event's date, start
   * time and time zone and the two settings; null when none will (off, passed, or locked).
   */
  nextReminderAt: string | null;
  guests: GuestView[];
  /**
   * The live counts as events.live sends them, read by the same function: the page's first render
   * shows the server's de-duplicated numbers, so nothing jumps when the first live message arrives.
   * They carry the paywall (`counts.unlocked`) and the share link (`counts.link`, its code null
   * while distribution is locked), which events.live keeps current.
   */
  counts: EventCounts;
  createdAt: string;
}

/**
 * The live counts of one event (events.live) — the counting of docs/product.md (Counting).
 * accepted, declined, pending and people are the personal guests (de-duplicated); `link` is the
 * share link's own tally. The Summary's totals are the sum of the two (pending stays personal:
 * docs/decisions/015).
 */
export interface EventCounts extends AnswerTotals {
  eventId: string;
  /** The most accepted people the party holds (docs/decisions/061); null: no limit. */
  capacity: number | null;
  /**
   * The share link: its code (null while locked, so the page learns it live when the payment
   * arrives), anonymous views (one per browser per day) and its answers.
   */
  link: LinkTally & { code: string | null; views: number };
  /** The paywall: false while distribution is locked. */
  unlocked: boolean;
  /** The latest answer, so the host can be told who answered ('{name} accepted (3 people)'). */
  lastAnswer: {
    invitationId: string | null;
    /** The guest's name; through the share link the first name given ('' if none was asked). */
    name: string;
    response: AnswerStatus;
    peopleCount: number;
    /** The guest's note with the answer, if any. */
    note: string | null;
    at: string;
  } | null;
  /**
   * The personal invitations' e-mails (not de-duplicated: these are messages, not people): queued
   * (on their way), sent (the guest has had one), failed (after its retries), and the latest
   * e-mails the provider reported delivered, delayed, bounced or complained about. They change as
   * the send jobs run and the provider's webhooks arrive, so a page that lists guests knows when to
   * read them again.
   */
  emails: {
    queued: number;
    sent: number;
    failed: number;
    delivered: number;
    delayed: number;
    bounced: number;
    complained: number;
  };
  /**
   * Personal guests who opened their invitation and have not answered (not de-duplicated), and of
   * those, who started watching it: the Personal Invites tab's Opened and Watching.
   */
  opened: { opened: number; watching: number };
}

/**
 * One events.live message: the event's counts (EventCounts, so a reader of the counts reads it as
 * it is) and what the host's event page and Manage Guests show besides, so that they follow every
 * change without asking the server again (docs/architecture.md, Live updates). A subscriber's
 * first message, and one after messages it missed, is `whole`: every guest and the link's
 * answerers. Every other message names only the guests that changed since the one before.
 */
export interface EventLive extends EventCounts {
  /** true: `guests` is every personal guest and `linkGuests` is set; false: only the changes. */
  whole: boolean;
  /**
   * Personal guests as guests.list lists them (one entry per person, merged entries together):
   * every one when `whole`, else those that changed or appeared, in the list's order.
   */
  guests: GuestListEntry[];
  /** Entries (by id) that no longer stand for a guest: removed, or merged into another entry. */
  gone: string[];
  /**
   * The share link's answerers as guests.list lists them (`viaLink`, newest first), when they
   * changed since the previous message or the message is whole; null when they did not change.
   */
  linkGuests: GuestListEntry[] | null;
  /** guests.list's filter counts and each send's reach, as it would answer now. */
  filterCounts: GuestListView['filterCounts'];
  reach: GuestListView['reach'];
}

/**
 * One dashboard row's counts (events.dashboard): accepted, declined, viewed, anything else sent.
 * Accepted and declined include the share link's answers; viewed and sent are personal guests only
 * (docs/decisions/015). events.list starts each row with the same accepted and declined.
 */
export interface DashboardCounts {
  eventId: string;
  /** Personal guests accepted (de-duplicated) plus the share link's accepted answers. */
  accepted: number;
  /** The same for Maybe. */
  maybe: number;
  /** Personal guests declined (de-duplicated) plus the share link's declined answers. */
  declined: number;
  viewed: number;
  sent: number;
}

/**
 * events.linkAnswers: one answer given through the event's share link, as its owner sees it. `id` is
 * an opaque key for events.discardLinkAnswer (never the browser's hashed visitor key).
 */
export interface LinkAnswerView {
  id: string;
  response: AnswerStatus;
  /** 0 for a decline. */
  peopleCount: number;
  /** The guest's note with the answer, if any. */
  note: string | null;
  /** The first name the guest gave ('Guest' for an answer from before the link asked for one). */
  name: string;
  /** The e-mail the guest gave, if any. */
  email: string | null;
  /** ISO time of the browser's latest answer. */
  answeredAt: string;
}
