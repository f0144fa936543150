import type { GuestUpdateView } from '../events/event-updates.ts';
import type { AnswerResponse, AnswerStatus } from '../events/event-view.ts';
import type { GuestQuestion, QuestionAnswers } from '../events/guest-questions.ts';
import type { CustomData } from '../format/custom-data.ts';

/**
 * The guest-facing API (invite router, public procedures). `code` is a personal invitation's unique
 * code or the event's share-link code; `invitationId` is the ?id= of the guest URL. A share-link
 * guest's browser is known by the visitor cookie the server issues and signs, never by an input
 * (docs/decisions/021-share-link-visitors.md).
 */
export interface InviteLoadInput {
  code: string;
  invitationId?: string;
}

export interface InviteView {
  kind: 'personal' | 'link';
  /** The invitation's id (personal) or the share link's id (link). */
  invitationId: string;
  eventId: string;
  templateId: string;
  /** Display-ready, with the guest's first name for a personal invitation. */
  customData: CustomData;
  /** The event's calendar facts, for the end screen (.ics, Google Calendar, map link). */
  calendar: {
    title: string;
    location: string | null;
    eventDate: string | null;
    startTime: string | null;
    endTime: string | null;
    timeZone: string;
  };
  /**
   * The host's own words to the guests (the event's personal message), signed with their name or
   * 'Your host'; null when they wrote none.
   */
  hostMessage: { from: string; text: string } | null;
  /**
   * Who's coming, when the host shows it: the first names of the personal guests who accepted
   * (each person once, earliest answer first, at most MAX_COMING_NAMES) and how many more accepted
   * (past that many, or through the share link, whose guests give no name). null when hidden.
   */
  coming: { names: string[]; others: number } | null;
  /** The most people one answer may bring, the guest included (the host's limit, 1–20). */
  maxPeople: number;
  /** The host's questions, asked with the answer (docs/decisions/064). */
  questions: GuestQuestion[];
  /**
   * 'Updates from the host': the host's updates whose audience includes this guest (a share-link
   * browser by its answer), newest first (docs/product.md, Updates to guests).
   */
  updates: GuestUpdateView[];
  /** The personal guest's current answer, if any (a link guest's answer lives in their browser). */
  answer: GuestAnswer | null;
}

/** An answer as the guest gave it: with a head count (0 for a decline) and their note, if any. */
export interface GuestAnswer {
  /** 'waitlisted': the guest accepted and the party was full (docs/decisions/061). */
  response: AnswerStatus;
  peopleCount: number;
  /** A short note to the host ('allergic to nuts'), private to the host; null when none. */
  note: string | null;
  /** Their answers to the host's questions, by question id; absent or empty when none. */
  questionAnswers?: QuestionAnswers;
}

/**
 * Who answered through the share link (docs/decisions/059): the first name they gave (required
 * there) and the e-mail they may give for their confirmation and the host's updates.
 */
export interface LinkGuest {
  name: string;
  email: string | null;
}

/** The longest first name a share-link guest may give. */
export const MAX_LINK_GUEST_NAME = 50;

/** The most first names 'Who's coming' lists; the rest are counted. */
export const MAX_COMING_NAMES = 30;

/** The longest note a guest may send with an answer. */
export const MAX_ANSWER_NOTE = 300;

export interface InviteRespondInput {
  code: string;
  invitationId?: string;
  response: AnswerResponse;
  peopleCount: number;
  /** The guest's note to the host; blank is none. */
  note?: string;
  /** A share-link guest's first name (required there; ignored for a personal invitation). */
  name?: string;
  /** A share-link guest's e-mail, optional; blank is none. */
  email?: string;
  /** Answers to the host's questions, by question id. */
  questionAnswers?: QuestionAnswers;
}

/** How far a personal guest got with their invitation (invite.view). */
export const INVITE_VIEW_STAGES = ['opened', 'playing', 'finished'] as const;
export type InviteViewStage = (typeof INVITE_VIEW_STAGES)[number];

/** invite.view: counts an opening (a personal invitation's status, a share link's daily view). */
export interface InviteViewInput {
  code: string;
  invitationId?: string;
  /**
   * How far a personal guest got: 'opened' the page (the default), started 'playing' the
   * invitation, or 'finished' watching it to its end. The host's Personal Invites tab shows them as
   * Opened and Watching; Manage Guests' journey shows when they opened and when they watched it.
   */
  stage?: InviteViewStage;
}

/** What invite.respond answers: the answer as stored (a decline's head count is 0). */
export interface InviteRespondResult {
  answer: GuestAnswer;
  /** Who answered through the share link, as stored; absent for a personal invitation. */
  guest?: LinkGuest;
}

/** The highest head count a guest may give. */
export const MAX_PEOPLE_PER_ANSWER = 20;

/** The largest capacity a host may give a party (docs/decisions/061). */
export const MAX_CAPACITY = 10_000;
