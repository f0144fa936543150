import type { InviteView, LinkGuest } from '@partyreel/shared/invite/invite-types';
import { useEffect, useMemo, useRef } from 'react';
import { type GuestTemplate, guestApi, type InvitationInput } from './guest-api.ts';
import { type Loaded, update, useLoaded } from './guest-cache.ts';
import {
  type LocalAnswer,
  localAnswerFor,
  localGuestFor,
  rememberLocalAnswer,
} from './guest-storage.ts';

/** Which invitation the address names: a code, and the ?id= of a personal invitation. */
export interface InvitationAddress {
  code: string;
  invitationId?: string | undefined;
}

export function loadInput({ code, invitationId }: InvitationAddress): InvitationInput {
  return invitationId ? { code, invitationId } : { code };
}

/** Where the guest cache keeps an invitation's view, and its template. */
export const invitationKey = ({ code, invitationId }: InvitationAddress) =>
  `invite.load|${code}|${invitationId ?? ''}`;
export const templateKey = (templateId: string) => `templates.byId|${templateId}`;

/** The invitation and its template, loaded one after the other. */
export function useInvitation(address: InvitationAddress): {
  invitation: Loaded<InviteView>;
  template: Loaded<GuestTemplate>;
} {
  const invitation = useLoaded(invitationKey(address), () =>
    guestApi.loadInvitation(loadInput(address)),
  );
  const templateId = invitation.status === 'success' ? invitation.data.templateId : '';
  const template = useLoaded(templateId ? templateKey(templateId) : null, () =>
    guestApi.loadTemplate({ id: templateId }),
  );
  return { invitation, template };
}

/**
 * The guest's answer so far: the server's for a personal invitation, this browser's for the share
 * link (the server keeps no per-person answer for it).
 */
export function currentAnswer(view: InviteView, code: string): LocalAnswer | null {
  return view.kind === 'personal' ? view.answer : localAnswerFor(code);
}

/**
 * Who a share-link guest said they were (what this browser last gave, or null the first time);
 * undefined for a personal guest, whom the host named.
 */
export function currentLinkGuest(view: InviteView, code: string): LinkGuest | null | undefined {
  return view.kind === 'link' ? localGuestFor(code) : undefined;
}

/**
 * Tells the server the invitation was opened, once per page, and returns what to call when the
 * guest starts watching it and when they watch it to its end (a personal guest's host sees Opened,
 * then Watching, and when each happened). Each stage is told once; a failure never bothers the guest.
 */
export function useTrackView(
  address: InvitationAddress,
  view: InviteView | undefined,
): { playing: () => void; finished: () => void } {
  const told = useRef(new Set<string>());
  const kind = view?.kind;
  const { code, invitationId } = address;
  useEffect(() => {
    if (!kind) return;
    const key = `${code}|${invitationId ?? ''}|opened`;
    if (told.current.has(key)) return;
    told.current.add(key);
    // A share-link guest is known by the server's visitor cookie, which the browser sends itself.
    guestApi.tellViewed(loadInput({ code, invitationId })).catch(() => {});
  }, [kind, code, invitationId]);

  return useMemo(() => {
    const tell = (stage: 'playing' | 'finished') => () => {
      if (kind !== 'personal') return;
      const key = `${code}|${invitationId ?? ''}|${stage}`;
      if (told.current.has(key)) return;
      told.current.add(key);
      guestApi.tellViewed({ ...loadInput({ code, invitationId }), stage }).catch(() => {});
    };
    return { playing: tell('playing'), finished: tell('finished') };
  }, [kind, code, invitationId]);
}

/**
 * Sends the guest's answer; once stored, the share-link guest's browser remembers it and the
 * personal invitation's cached view shows it, so the end screen reads it without a round trip.
 */
export function useRespond(address: InvitationAddress, view: InviteView | undefined) {
  return async (answer: LocalAnswer, guest: LinkGuest | null = null): Promise<LocalAnswer> => {
    const link = view?.kind === 'link';
    const result = await guestApi.respond({
      ...loadInput(address),
      // Answering Accepted again is how a waitlisted guest asks for a place again.
      response: answer.response === 'waitlisted' ? 'accepted' : answer.response,
      peopleCount: answer.peopleCount,
      ...(answer.note ? { note: answer.note } : {}),
      ...(answer.questionAnswers ? { questionAnswers: answer.questionAnswers } : {}),
      ...(guest ? { name: guest.name, ...(guest.email ? { email: guest.email } : {}) } : {}),
    });
    const stored = result.answer;
    if (link) rememberLocalAnswer(address.code, stored, result.guest);
    update<InviteView>(invitationKey(address), (old) => ({
      ...old,
      answer: link ? old.answer : stored,
    }));
    return stored;
  };
}
