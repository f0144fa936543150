import type { GuestView } from '@partyreel/shared/events/event-view';
import { guestsMessages } from '@partyreel/shared/messages/guests';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc.ts';
import { buttonStyles } from '../../ui/button-styles.ts';
import { toast } from '../../ui/toast.tsx';
import { canTextFromHere, personalLink, smsHref, textByHandBody } from './text-by-hand.ts';
import { useCopyLink } from './use-copy-link.ts';

/** The guest a host reaches by hand: phone-only, with their code once the event is unlocked. */
export type TextedGuest = Pick<GuestView, 'id' | 'name' | 'phone' | 'uniqueCode'>;

export interface TextByHandActionProps {
  eventId: string;
  eventTitle: string;
  guest: TextedGuest;
  /** Distribution is locked: the guest's link does not open yet, so the unlock is offered. */
  locked: boolean;
  onLocked: () => void;
}

/**
 * A phone-only guest's way to be invited without a texting provider (docs/decisions/067). On a
 * phone, 'Text from my phone' opens the messaging app with the guest's personal link written
 * (an `sms:` link) and tells the server, which makes the guest Sent. On a computer, which has no
 * messaging app to open, the guest's link is copied instead. While the event is locked either
 * offers the unlock.
 */
export function TextByHandAction({
  eventId,
  eventTitle,
  guest,
  locked,
  onLocked,
}: TextByHandActionProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const me = useQuery(trpc.auth.me.queryOptions());
  const { copied, copy } = useCopyLink();
  const [texting] = useState(canTextFromHere);
  const mark = useMutation(
    trpc.guests.textedByHand.mutationOptions({
      onSuccess: () => toast.success(guestsMessages.textedByHand(guest.name)),
      onError: () => toast.error(guestsMessages.textedByHandFailed(guest.name)),
      onSettled: () => {
        void queryClient.invalidateQueries({ queryKey: trpc.events.byId.queryKey({ eventId }) });
        void queryClient.invalidateQueries({ queryKey: trpc.guests.list.pathKey() });
      },
    }),
  );
  const label = texting ? guestsMessages.textFromPhone : 'Copy link';
  const named = texting ? `${label} to ${guest.name}` : `${label} for ${guest.name}`;

  if (locked || !guest.uniqueCode || !guest.phone)
    return (
      <button
        type="button"
        onClick={onLocked}
        aria-label={named}
        className={buttonStyles.secondarySmall}
      >
        {label}
      </button>
    );

  const link = personalLink(window.location.origin, guest.uniqueCode, guest.id);
  if (!texting)
    return (
      <button
        type="button"
        onClick={() => void copy(link)}
        aria-label={copied ? `Copied! Link for ${guest.name}` : named}
        className={buttonStyles.secondarySmall}
      >
        {copied ? 'Copied!' : label}
      </button>
    );
  return (
    <a
      href={smsHref(guest.phone, textByHandBody(me.data?.displayName ?? null, eventTitle, link))}
      onClick={() => mark.mutate({ eventId, guestId: guest.id })}
      aria-label={named}
      className={buttonStyles.secondarySmall}
    >
      {label}
    </a>
  );
}
