import type { GuestView } from '@partyreel/shared/events/event-view';
import { sendSuccessMessage } from '@partyreel/shared/guests/send-input';
import { messages } from '@partyreel/shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc.ts';
import { toast } from '../shell/toast.tsx';
import { sendErrorMessage } from '../wizard/steps/use-send-invitations.ts';

/** Who a resend goes to: an invitation's id and the guest's name (for the toast). */
export type ResendTarget = Pick<GuestView, 'id' | 'name'>;

/**
 * Resend invitations (guests.send, type 'resend') to one guest — 'Invitation resent to {name}!' —
 * or to a selection — 'Invitations sent successfully!' — or say why not (phone only: SMS coming
 * soon; no address at all; the server's refusal). Afterwards the event and its guest list are read
 * again, so the rows show 'Sending…' at once. One resend at a time: `pendingIds` are its guests.
 */
export function useResend(eventId: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [pendingIds, setPendingIds] = useState<readonly string[]>([]);
  const { mutate } = useMutation(trpc.guests.send.mutationOptions());
  const send = (guests: readonly ResendTarget[], onDone?: () => void) => {
    if (pendingIds.length > 0 || guests.length === 0) return;
    const one = guests.length === 1 ? guests[0] : undefined;
    setPendingIds(guests.map((g) => g.id));
    mutate(
      { eventId, type: 'resend', invitationIds: guests.map((g) => g.id) },
      {
        onSuccess: (result) => {
          if (result.queued > 0)
            toast.success(sendSuccessMessage('resend', { ...result, name: one?.name }));
          else if (result.skipped.phoneOnly > 0) toast(messages.send.smsComingSoon);
          else toast.error(one ? messages.send.guestNoContact : messages.send.noContact);
          onDone?.();
        },
        onError: (error) => toast.error(sendErrorMessage(error)),
        onSettled: () => {
          setPendingIds([]);
          void queryClient.invalidateQueries({ queryKey: trpc.events.byId.queryKey({ eventId }) });
          void queryClient.invalidateQueries({ queryKey: trpc.guests.list.pathKey() });
        },
      },
    );
  };
  return { send, pendingIds };
}
