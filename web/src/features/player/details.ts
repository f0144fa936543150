import { UNTITLED_EVENT } from '@partyreel/shared/format/fallbacks';
import { timeRangeText } from '@partyreel/shared/format/time-range';
import type { InvitationData } from './invitation-data.ts';

/**
 * What each scene says, worded once. The data is already formatted (shared/format); these only
 * pick the words around it and what to leave out when a value is missing.
 */

function present(value: string | null | undefined): string {
  return value?.trim() ?? '';
}

/**
 * The title, or 'Untitled Event' (docs/product.md, Limits and validation) if the data came without
 * one.
 */
export function titleText(data: Pick<InvitationData, 'eventTitle'>): string {
  return present(data.eventTitle) || UNTITLED_EVENT;
}

/** "Maya, you're invited!", or "You're invited!" when there is no first name to greet. */
export function greetingText(data: Pick<InvitationData, 'recipientName'>): string {
  const name = present(data.recipientName);
  return name === '' ? "You're invited!" : `${name}, you're invited!`;
}

/** The guest's first name, '' for a generic greeting or none. */
export function guestName(data: Pick<InvitationData, 'recipientName'>): string {
  return present(data.recipientName);
}

/** '7:00 PM – 10:00 PM' (shared with the server's first paint of the guest page). */
export { timeRangeText };

export function dateText(data: Pick<InvitationData, 'eventDate'>): string {
  return present(data.eventDate);
}

export function addressText(data: Pick<InvitationData, 'address'>): string {
  return present(data.address);
}

/** Everything a scene says and shows, worded once: the prelude every scene starts from. */
export function sceneText(data: InvitationData) {
  return {
    title: titleText(data),
    greeting: greetingText(data),
    when: timeRangeText(data),
    date: dateText(data),
    address: addressText(data),
    photo: mediaUrl(data.mainImageUrl),
    video: mediaUrl(data.eventVideoUrl),
  };
}

/** A media address worth showing: '' for none, and never a script or data URL. */
export function mediaUrl(value: string | null | undefined): string {
  const url = present(value);
  if (url === '') return '';
  return /^(https?:\/\/|\/|blob:)/i.test(url) ? url : '';
}

/**
 * A title's font size in container-width units: long titles shrink so they stay on a few lines of
 * the stage instead of running off it.
 */
export function titleFontSize(title: string, largest: number, smallest = largest * 0.45): number {
  const longestWord = Math.max(...title.split(/\s+/).map((word) => word.length), 1);
  const byLength = largest * Math.sqrt(14 / Math.max(title.length, 14));
  const byWord = (largest * 9) / Math.max(longestWord, 9);
  return Math.max(smallest, Math.min(largest, byLength, byWord));
}
