import { SEND_BUDGETS, TEXT_BUDGETS } from '@partyreel/shared/guests/send-budgets';
import type { SendInvitationsResult } from '@partyreel/shared/guests/send-outcome';
import { messages } from '@partyreel/shared/messages';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useRef } from 'react';
import { readServerError } from '../../../lib/server-error.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { useGuestsSend } from '../../host-event/use-guests-send.tsx';

/**
 * The refusals of guests.send whose catalogue text the host is shown as it is (docs/product.md,
 * Limits and validation).
 */
const explained: readonly string[] = [
  messages.send.noRecipients,
  messages.send.tooManyGuests,
  messages.send.locked,
  messages.send.noContact,
  messages.send.tooMany,
  messages.send.unverified,
  messages.send.eventBudget(SEND_BUDGETS.addressesPerEvent),
  messages.send.dailyEmailBudget(SEND_BUDGETS.emailsPerAccountPerDay),
  messages.send.dailyRecipientBudget(SEND_BUDGETS.newRecipientsPerAccountPerDay),
  messages.texts.consentNeeded,
  messages.texts.dailyBudget(TEXT_BUDGETS.textsPerAccountPerDay),
];

/**
 * The catalogue's "Send (wizard)" texts (docs/product.md, Limits and validation): no recipients,
 * too many guests, and the server's other catalogue messages (locked, no contact, too many sends,
 * an unverified sender, a spent budget) as the server gave them; anything else — no answer, a
 * crash, an event not found — 'Failed to send invitations. Please try again.'
 */
export function sendErrorMessage(error: unknown): string {
  const server = readServerError(error);
  return server && explained.includes(server.message) ? server.message : messages.send.failed;
}

/**
 * The catalogue's "Send (guest pages)" texts (Manage Guests' Send & Share and the event page's
 * resend): the explained refusals as the server gave them (locked first among them); any other
 * refusal 'Failed to send invitations: {the server's message}', and with no answer at all the
 * generic try-again text in its place.
 */
export function guestPagesSendErrorMessage(error: unknown): string {
  const server = readServerError(error);
  if (server && explained.includes(server.message)) return server.message;
  return messages.send.failedWith(server?.message || messages.generic.somethingWentWrong);
}

export interface SendInvitations {
  /** Sends the event's invitations to the guests not sent yet; once, however often it is called. */
  send: () => void;
  pending: boolean;
  /** What the server queued and skipped, once the send has succeeded. */
  result: SendInvitationsResult | null;
  /** The message for the last failed attempt, or null. */
  error: string | null;
  /** The texting consent question (render it with the step). */
  consentDialog: ReactNode;
}

/**
 * The wizard's send (guests.send, type 'new'): only guests never sent to get an e-mail, so a host
 * who comes back to the step, or adds guests in edit mode, never e-mails anyone twice. The event's
 * own personal message goes with it. Afterwards events.byId is read again: its guests' delivery
 * has changed, or, when the server says the event is locked, the step shows the unlock instead.
 */
export function useSendInvitations(eventId: string): SendInvitations {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { send: sendNow, mutation, consentDialog } = useGuestsSend();
  // isPending reaches the button a render later: the second click of a double click is ignored here.
  const started = useRef(false);

  const send = () => {
    if (started.current) return;
    started.current = true;
    const refetchEvent = () =>
      queryClient.invalidateQueries({ queryKey: trpc.events.byId.queryKey({ eventId }) });
    let sent = false;
    sendNow(
      { eventId, type: 'new' },
      {
        onSuccess: () => {
          sent = true;
          void refetchEvent();
        },
        onError: (error) => {
          if (readServerError(error)?.code === 'PRECONDITION_FAILED') void refetchEvent();
        },
        // Refused, or waiting for the host's consent to texts: the button works again.
        onSettled: () => {
          if (!sent) started.current = false;
        },
      },
    );
  };

  return {
    send,
    pending: mutation.isPending,
    result: mutation.data ?? null,
    error: mutation.isError ? sendErrorMessage(mutation.error) : null,
    consentDialog,
  };
}
