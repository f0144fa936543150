import { type AnswerChoice, answerChoiceOf } from '@partyreel/shared/invite/answer-link';
import { INVITE_PATH, RECIPIENTS_PATH } from '@partyreel/shared/invite/first-paint';
import { useSyncExternalStore } from 'react';
import { recipientsRedirect, validateInviteSearch } from './invite-search.ts';
import type { InvitationAddress } from './use-invitation.ts';

/**
 * The guest's pages are their own small app (web/invite.html, src/guest-main.tsx), without the
 * router: a guest never pays for the host's pages (bytes on the wire matter on a phone). Their
 * three addresses (docs/product.md, Pages): the invitation, its end screen, and the older
 * /recipients/{uniqueCode}.
 */
export type GuestPage =
  /** `choice`: the answer a template's answer link chose (?rsvp=yes|no), for the guest to confirm. */
  | { page: 'invite' | 'end'; address: InvitationAddress; choice?: AnswerChoice }
  /** Somewhere else: the address belongs to the host's app. */
  | { page: 'elsewhere' }
  /** /recipients/{code} without redirected=1: it moves on to this /invite address. */
  | { page: 'redirect'; to: string };

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** Which guest page a path and query string name. */
export function guestPageOf(pathname: string, search: string): GuestPage {
  const params = Object.fromEntries(new URLSearchParams(search));
  const { id } = validateInviteSearch(params);
  const invite = INVITE_PATH.exec(pathname);
  if (invite?.[1]) {
    const choice = invite[2] ? undefined : answerChoiceOf(search);
    return {
      page: invite[2] ? 'end' : 'invite',
      address: { code: decode(invite[1]), invitationId: id },
      ...(choice ? { choice } : {}),
    };
  }
  const recipients = RECIPIENTS_PATH.exec(pathname);
  if (recipients?.[1]) {
    const code = decode(recipients[1]);
    const to = recipientsRedirect(code, search);
    return to ? { page: 'redirect', to } : { page: 'invite', address: { code, invitationId: id } };
  }
  return { page: 'elsewhere' };
}

/** The invitation's address, and its end screen's. */
export function guestHref({ code, invitationId }: InvitationAddress, page: 'invite' | 'end') {
  const query = invitationId ? `?id=${encodeURIComponent(invitationId)}` : '';
  return `/invite/${encodeURIComponent(code)}${page === 'end' ? '/end' : ''}${query}`;
}

const NAVIGATED = 'partyreel:guest-navigated';

/** Goes to another guest page without loading the page again (as a link would, with Back). */
export function goToGuestPage(href: string, { replace = false } = {}) {
  if (replace) window.history.replaceState(null, '', href);
  else window.history.pushState(null, '', href);
  window.dispatchEvent(new Event(NAVIGATED));
  if (!replace) window.scrollTo(0, 0);
}

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(NAVIGATED, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(NAVIGATED, onChange);
  };
}

const currentHref = () => window.location.href;

/** The guest page the address bar names, following Back, Forward and goToGuestPage. */
export function useGuestPage(): GuestPage {
  const href = useSyncExternalStore(subscribe, currentHref);
  const url = new URL(href);
  return guestPageOf(url.pathname, url.search);
}
