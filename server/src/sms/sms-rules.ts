import {
  addCalendarDays,
  calendarDateIn,
  isKnownTimeZone,
  zonedTimeToInstant,
  zoneOffsetMs,
} from '@partyreel/shared/format/zoned-time';
import { TEXT_BUDGETS } from '@partyreel/shared/guests/send-budgets';
import { messages } from '@partyreel/shared/messages';

/**
 * The texting rules of docs/decisions/070: texts a number may get from PartyReel, all hosts
 * together, in any 30 days (the terms' 'at most 20 messages a month'), and the hours of the
 * event's day when no text goes (they wait for the morning).
 */
export const SMS_RULES = {
  ...TEXT_BUDGETS,
  quietFromHour: 21,
  quietUntilHour: 9,
} as const;

/** A single SMS segment in the GSM-7 alphabet. */
const ONE_SEGMENT = 160;

/**
 * When a text may go: undefined (now) outside the quiet hours of `timeZone`, else the next
 * 09:00 there. A zone this server does not know counts as UTC.
 */
export function quietHoursEnd(timeZone: string, now = new Date()): Date | undefined {
  const zone = isKnownTimeZone(timeZone) ? timeZone : 'UTC';
  const hour = new Date(now.getTime() + zoneOffsetMs(now.getTime(), zone)).getUTCHours();
  if (hour >= SMS_RULES.quietUntilHour && hour < SMS_RULES.quietFromHour) return undefined;
  const today = calendarDateIn(now, zone);
  const day = hour < SMS_RULES.quietUntilHour ? today : addCalendarDays(today, 1);
  const morning = `${String(SMS_RULES.quietUntilHour).padStart(2, '0')}:00`;
  return zonedTimeToInstant(day, morning, zone) ?? new Date(now.getTime() + 12 * 3_600_000);
}

/** What every text is made of: who sent it, the party, the guest's own link, and whether it is
 * the first text PartyReel sends the number (which then says how to stop). */
export interface TextParts {
  hostName: string | null;
  title: string;
  link: string;
  firstText: boolean;
}

/** `text`, ending with 'Reply STOP to opt out.' on the first text to a number. */
const withStopNotice = (text: string, firstText: boolean) =>
  firstText ? `${text} ${messages.texts.stopNotice}` : text;

/**
 * An invitation's text: who invites, to what, and the guest's own link. A long title is shortened
 * so the whole text stays one segment where it can (the link is never shortened).
 */
export function invitationText(parts: TextParts): string {
  const text = (title: string) =>
    withStopNotice(messages.texts.invitation(parts.hostName, title, parts.link), parts.firstText);
  const over = text(parts.title).length - ONE_SEGMENT;
  if (over <= 0 || parts.title.length <= 12) return text(parts.title);
  const keep = Math.max(12, parts.title.length - over - 3);
  return text(`${parts.title.slice(0, keep).trimEnd()}...`);
}

/** A reminder's text: the event, how soon, the guest's own link. */
export const reminderText = (parts: Omit<TextParts, 'hostName'> & { daysLeft: number }) =>
  withStopNotice(messages.texts.reminder(parts.title, parts.daysLeft, parts.link), parts.firstText);

/** The confirmation of a guest's answer as it stands, with their link to change it. */
export const confirmationText = (
  parts: Omit<TextParts, 'hostName'> & {
    answer: 'accepted' | 'maybe' | 'declined' | 'waitlisted';
    peopleCount: number;
  },
) =>
  withStopNotice(
    messages.texts.confirmation(parts.answer, parts.peopleCount, parts.title, parts.link),
    parts.firstText,
  );

/** An update's text: who posted it, about what, and where to read it (the guest's own link). */
export const updateText = (parts: TextParts) =>
  withStopNotice(messages.texts.update(parts.hostName, parts.title, parts.link), parts.firstText);
