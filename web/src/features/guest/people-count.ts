import { MAX_PEOPLE_PER_ANSWER } from '@partyreel/shared/invite/invite-types';
import { guestMessages } from '@partyreel/shared/messages/guest';

export type PeopleCountCheck = { ok: true; value: number } | { ok: false; message: string };

/** The head count the guest typed: a whole number from 1 to `most` (the host's limit). */
export function checkPeopleCount(typed: string, most = MAX_PEOPLE_PER_ANSWER): PeopleCountCheck {
  const text = typed.trim();
  const value = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (Number.isInteger(value) && value >= 1 && value <= most) return { ok: true, value };
  return { ok: false, message: guestMessages.peopleCountUpTo(most) };
}

/** One step of the − / + buttons from what is typed, kept within 1 to `most`. */
export function stepPeopleCount(typed: string, by: 1 | -1, most = MAX_PEOPLE_PER_ANSWER): string {
  const current = Number.parseInt(typed, 10);
  const next = Number.isNaN(current) ? 1 : current + by;
  return String(Math.min(most, Math.max(1, next)));
}
