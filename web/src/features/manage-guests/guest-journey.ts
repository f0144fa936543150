import type { GuestListEntry } from '@partyreel/shared/guests/guest-list';
import { shortDateTime } from '../../lib/date-formats.ts';

const steps = [
  ['sentAt', 'Sent'],
  ['openedAt', 'Opened'],
  ['watchedAt', 'Watched'],
  ['respondedAt', 'Answered'],
] as const;

/**
 * The steps of a guest's journey that happened, in order, each with its time in the host's own
 * zone: 'Sent Mar 1, 3:45 PM', 'Opened Mar 2, 9:10 AM'…
 */
export function journeySteps(journey: GuestListEntry['journey']): string[] {
  return steps.flatMap(([key, label]) => {
    const at = journey[key];
    return at ? [`${label} ${shortDateTime().format(new Date(at))}`] : [];
  });
}

/** 'Ava Lee', 'Ava Lee, Ben Ortiz': the guests a removal names. */
export function namesOf(entries: readonly Pick<GuestListEntry, 'name'>[]): string {
  return entries.map((e) => e.name).join(', ');
}
