import type { InviteView } from '@partyreel/shared/invite/invite-types';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { type Trpc, useTRPC } from '../../lib/trpc.ts';
import { type LocalAnswer, localAnswerFor, rememberLocalAnswer } from './guest-storage.ts';

/** Which invitation the address names: a code, and the ?id= of a personal invitation. */
export interface InvitationAddress {
  code: string;
  invitationId?: string | undefined;
}

function loadInput({ code, invitationId }: InvitationAddress) {
  return invitationId ? { code, invitationId } : { code };
}

/** invite.load's options: the route's loader prefetches with them, the pages read with them. */
export function invitationQuery(trpc: Trpc, address: InvitationAddress) {
  return trpc.invite.load.queryOptions(loadInput(address));
}

/** The invitation and its template, loaded one after the other. */
export function useInvitation(address: InvitationAddress) {
  const trpc = useTRPC();
  const invitation = useQuery(invitationQuery(trpc, address));
  const templateId = invitation.data?.templateId ?? '';
  const template = useQuery({
    ...trpc.templates.byId.queryOptions({ id: templateId }),
    enabled: templateId !== '',
  });
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
 * Tells the server the invitation was opened, once per page, and returns what to call when the
 * guest starts watching it and when they watch it to its end (a personal guest's host sees Opened,
 * then Watching, and when each happened). Each stage is told once; a failure never bothers the guest.
 */
export function useTrackView(
  address: InvitationAddress,
  view: InviteView | undefined,
): { playing: () => void; finished: () => void } {
  const trpc = useTRPC();
  const { mutate } = useMutation(trpc.invite.view.mutationOptions());
  const told = useRef(new Set<string>());
  const kind = view?.kind;
  const { code, invitationId } = address;
  useEffect(() => {
    if (!kind) return;
    const key = `${code}|${invitationId ?? ''}|opened`;
    if (told.current.has(key)) return;
    told.current.add(key);
    // A share-link guest is known by the server's visitor cookie, which the browser sends itself.
    mutate(loadInput({ code, invitationId }));
  }, [kind, code, invitationId, mutate]);

  return useMemo(() => {
    const tell = (stage: 'playing' | 'finished') => () => {
      if (kind !== 'personal') return;
      const key = `${code}|${invitationId ?? ''}|${stage}`;
      if (told.current.has(key)) return;
      told.current.add(key);
      mutate({ ...loadInput({ code, invitationId }), stage });
    };
    return { playing: tell('playing'), finished: tell('finished') };
  }, [kind, code, invitationId, mutate]);
}

/**
 * Sends the guest's answer; once stored, the share-link guest's browser remembers it and the
 * personal invitation's cached view shows it, so the end screen reads it without a round trip.
 */
export function useRespond(address: InvitationAddress, view: InviteView | undefined) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { mutateAsync } = useMutation(trpc.invite.respond.mutationOptions());
  return async (answer: LocalAnswer): Promise<LocalAnswer> => {
    const { code } = address;
    const link = view?.kind === 'link';
    const result = await mutateAsync({ ...loadInput(address), ...answer });
    const stored = result.answer;
    if (link) rememberLocalAnswer(code, stored);
    const query = invitationQuery(trpc, address);
    queryClient.setQueryData(query.queryKey, (old) =>
      old ? { ...old, answer: link ? old.answer : stored } : old,
    );
    return stored;
  };
}
