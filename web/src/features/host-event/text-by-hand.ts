import { personalInvitePath } from '@partyreel/shared/invite/answer-link';
import { guestsMessages } from '@partyreel/shared/messages/guests';

/**
 * An `sms:` address that opens the messaging app at `phone` with `body` written. `?&body=` is the
 * form both iOS (which reads `&body=`) and Android (which reads `?body=`) understand.
 */
export function smsHref(phone: string, body: string): string {
  return `sms:${phone.replace(/[^\d+]/g, '')}?&body=${encodeURIComponent(body)}`;
}

/** A guest's personal link (docs/product.md, Pages): /invite/{code}?id={invitationId}, absolute. */
export function personalLink(origin: string, code: string, invitationId: string): string {
  return `${origin}${personalInvitePath(code, invitationId)}`;
}

/** The text a host sends by hand: who invites, to what, and the guest's own link. */
export function textByHandBody(hostName: string | null, title: string, link: string): string {
  return guestsMessages.textBody(hostName?.trim() || null, title.trim() || 'a party', link);
}

/**
 * Whether this device texts: a phone or a tablet (a coarse pointer). A computer gets the guest's
 * link to copy instead (docs/decisions/067).
 */
export function canTextFromHere(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
}
