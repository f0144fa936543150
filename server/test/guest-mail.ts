import { listUnsubscribeHeaders } from '../src/mail/unsubscribe-links.ts';

/** An event as a guest e-mail shows it: a title to escape, a place, a day and a time in Nepal. */
export const sampleMailEvent = {
  title: 'Pool <party>',
  location: 'The lido',
  eventDate: '2026-12-25',
  startTime: '18:30',
  endTime: null,
  timeZone: 'Asia/Kathmandu',
};

/** One reader of a guest e-mail: their name, their link, and their unsubscribe link with its headers. */
export function mailRecipient(guestName: string, inviteUrl: string, unsubscribeToken: string) {
  const url = `https://partyreel.test/unsubscribe/${unsubscribeToken}`;
  return { guestName, inviteUrl, unsubscribe: { url, headers: listUnsubscribeHeaders(url) } };
}
