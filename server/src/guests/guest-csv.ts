import type { GuestQuestion } from '@partyreel/shared/events/guest-questions';
import type { GuestListEntry } from '@partyreel/shared/guests/guest-list';

/**
 * Manage Guests' export (docs/product.md, Manage Guests): one row per guest as the Guest List shows
 * them (merged entries once, the share link's answerers after), for a spreadsheet.
 */

const HEADER = [
  'Name',
  'Email',
  'Phone',
  'Status',
  'People',
  'Note',
  'Sent',
  'Opened',
  'Watched',
  'Answered',
  'Via',
] as const;

/** Where Note stands in the header: the questions' columns follow it. */
const NOTE = HEADER.indexOf('Note');

const STATUS_WORDS: Record<GuestListEntry['status'], string> = {
  pending: 'Not yet sent',
  unsent: 'Not yet sent',
  sent: 'Sent',
  viewed: 'Opened',
  accepted: 'Accepted',
  maybe: 'Maybe',
  waitlisted: 'Waitlist',
  declined: 'Declined',
};

/**
 * A spreadsheet reads a cell that starts with =, +, -, @, a tab or a carriage return as a formula
 * (OWASP, CSV injection): such a cell gets a leading apostrophe, which the spreadsheet shows as text.
 * Then RFC 4180: a cell with a comma, a quote or a line break is quoted, its quotes doubled.
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The file: a byte-order mark (so Excel reads UTF-8), the header and a row per guest, CRLF. The
 * host's questions (docs/decisions/064) add a column each after Note, headed by the question.
 */
export function guestCsv(
  entries: readonly GuestListEntry[],
  questions: readonly Pick<GuestQuestion, 'id' | 'text'>[] = [],
): string {
  const header = [
    ...HEADER.slice(0, NOTE + 1),
    ...questions.map((q) => q.text),
    ...HEADER.slice(NOTE + 1),
  ];
  const rows = entries.map((entry) => [
    entry.name,
    entry.email,
    entry.phone,
    STATUS_WORDS[entry.status],
    entry.status === 'accepted' || entry.status === 'maybe' ? entry.peopleCount : null,
    entry.note,
    ...questions.map((q) => entry.questionAnswers?.[q.id] ?? null),
    entry.journey.sentAt,
    entry.journey.openedAt,
    entry.journey.watchedAt,
    entry.journey.respondedAt,
    entry.viaLink ? 'Share link' : 'Personal invitation',
  ]);
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** 'Mia’s 7th Birthday!' → 'mias-7th-birthday-guests.csv'. */
export function csvFileName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'event'}-guests.csv`;
}
