import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUuid } from '@partyreel/shared/ids/uuid';

/**
 * Unsubscribe links (docs/decisions/032-one-click-unsubscribe.md). Every guest e-mail carries one,
 * in its body and in its List-Unsubscribe header (RFC 2369) with the one-click POST of RFC 8058:
 * `{origin}/unsubscribe/{token}`. The token names the address the message went to and the event it
 * is about, signed with a key derived from COOKIE_SECRET, so it needs no row of its own, keeps
 * naming that address when the host later edits the guest, and cannot be made up for anyone else.
 */

export const UNSUBSCRIBE_PATH = '/unsubscribe';

/** Who a link stops mail to, and from what: one event's mail, or (eventId null) all of it. */
export interface UnsubscribeTarget {
  /** As the message was addressed; the suppression list normalises it. */
  address: string;
  eventId: string | null;
}

/** What a guest e-mail adds for its recipient: the link for its body and its headers. */
export interface UnsubscribeParts {
  url: string;
  headers: Record<string, string>;
}

export interface UnsubscribeLinks {
  /** The link and headers of a message to `target.address` about `target.eventId`. */
  forMail(origin: string, target: UnsubscribeTarget): UnsubscribeParts;
  /** The signed token of `target`. */
  token(target: UnsubscribeTarget): string;
  /** What a token names; null when it was not signed with this key or is malformed. */
  read(token: string): UnsubscribeTarget | null;
}

/** A signature of 16 bytes (128 bits): plenty against guessing, and a shorter link. */
const MAC_BYTES = 16;
const TOKEN = /^([A-Za-z0-9_-]{4,700})\.([A-Za-z0-9_-]{22})$/;

/** The headers that let a mail client offer its own Unsubscribe button, one click, no page. */
export function listUnsubscribeHeaders(url: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${url}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** Links signed with a key derived from `secret` (COOKIE_SECRET: kept, and shared by instances). */
export function unsubscribeLinks(secret: string): UnsubscribeLinks {
  // A key of its own, so a signature made here can never pass for the visitor cookie's, or back.
  const key = createHmac('sha256', secret).update('partyreel/unsubscribe-links/v1').digest();
  const mac = (payload: string) =>
    createHmac('sha256', key).update(payload).digest().subarray(0, MAC_BYTES);

  const token = ({ address, eventId }: UnsubscribeTarget) => {
    const payload = Buffer.from(`${eventId ?? ''}:${address}`, 'utf8').toString('base64url');
    return `${payload}.${mac(payload).toString('base64url')}`;
  };

  return {
    token,
    forMail(origin, target) {
      const url = `${origin}${UNSUBSCRIBE_PATH}/${token(target)}`;
      return { url, headers: listUnsubscribeHeaders(url) };
    },
    read(text) {
      const match = TOKEN.exec(text);
      const [, payload, signature] = match ?? [];
      if (!payload || !signature) return null;
      // Compared as text: a signature spelled another way (base64's spare bits) is not ours.
      const given = Buffer.from(signature);
      const expected = Buffer.from(mac(payload).toString('base64url'));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const decoded = Buffer.from(payload, 'base64url').toString('utf8');
      const colon = decoded.indexOf(':');
      const eventId = decoded.slice(0, colon);
      const address = decoded.slice(colon + 1);
      if (colon < 0 || (eventId !== '' && !isUuid(eventId)) || address.trim() === '') return null;
      return { address, eventId: eventId || null };
    },
  };
}
