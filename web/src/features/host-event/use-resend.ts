import type { GuestView } from '@partyreel/shared/events/event-view';
import {
  guestNotSentMessage,
  sendSuccessMessage,
  skippedNotes,
} from '@partyreel/shared/guests/send-outcome';
import { messages } from '@partyreel/shared/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc.ts';
import { toast } from '../../ui/toast.tsx';
import { guestPagesSendErrorMessage } from '../wizard/steps/use-send-invitations.ts';
import { useGuestsSend } from './use-guests-send.tsx';

/** Who a resend goes to: an invitation's id and the guest's name (for the toast). */
export type ResendTarget = Pick<GuestView, 'id' | 'name'>;

/**
 * Resend invitations (guests.send, type 'resend') to one guest — 'Invitation resent to {name}!' —
 * or to a selection — 'Invitations sent successfully!' — or say why not (already answered, e-mailed
 * less than a day ago, unsubscribed or bounced, phone only, no address, the server's refusal). A
 * guest who already answered is e-mailed again only once the host confirms it for that guest
 * (`confirming` names them until then: docs/decisions/031). Afterwards the event and its guest list
 * are read again, so the rows show 'Sending…' at once. One resend at a time: `pendingIds` are its
 * guests.
 */
export function useResend(eventId: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [pendingIds, setPendingIds] = useState<readonly string[]>([]);
  const [confirming, setConfirming] = useState<ResendTarget | null>(null);
  const { send: mutate, consentDialog } = useGuestsSend();

  const run = (guests: readonly ResendTarget[], confirmed: boolean, onDone?: () => void) =>
    new Promise<void>((resolve) => {
      const one = guests.length === 1 ? guests[0] : undefined;
      setPendingIds(guests.map((g) => g.id));
      const ids = guests.map((g) => g.id);
      mutate(
        {
          eventId,
          type: 'resend',
          invitationIds: ids,
          ...(confirmed ? { confirmAnswered: ids } : {}),
        },
        {
          onSuccess: (result) => {
            if (result.queued > 0)
              toast.success(sendSuccessMessage('resend', { ...result, name: one?.name }));
            if (result.texted > 0 && !one) toast(messages.texts.texted(result.texted));
            if (one && result.queued === 0) {
              if (result.skipped.answered > 0 && !confirmed) setConfirming(one);
              else
                toast.error(guestNotSentMessage(result.skipped, one.name) ?? messages.send.failed);
            } else if (!one) {
              const notes = skippedNotes(result.skipped);
              for (const note of notes) toast(note);
              if (result.queued === 0 && notes.length === 0) toast.error(messages.send.noContact);
            }
            onDone?.();
          },
          onError: (error) => toast.error(guestPagesSendErrorMessage(error)),
          onSettled: () => {
            setPendingIds([]);
            resolve();
            void queryClient.invalidateQueries({
              queryKey: trpc.events.byId.queryKey({ eventId }),
            });
            void queryClient.invalidateQueries({ queryKey: trpc.guests.list.pathKey() });
          },
        },
      );
    });

  const send = (guests: readonly ResendTarget[], onDone?: () => void) => {
    if (pendingIds.length > 0 || guests.length === 0) return;
    void run(guests, false, onDone);
  };

  return {
    send,
    pendingIds,
    /** The texting consent question: render it where the resend buttons are. */
    consentDialog,
    /** The answered guest the host is asked about, or null. */
    confirming,
    /** The host said yes: e-mail them again anyway. */
    confirm: async () => {
      if (!confirming) return;
      await run([confirming], true);
      setConfirming(null);
    },
    cancel: () => setConfirming(null),
  };
}
