import type { SendInvitationsInput } from '@partyreel/shared/guests/send-input';
import type { SendInvitationsResult } from '@partyreel/shared/guests/send-outcome';
import { messages } from '@partyreel/shared/messages';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { readServerError } from '../../lib/server-error.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';

/** What a caller of `send` hears: as TanStack Query's own callbacks, once per send. */
export interface SendCallbacks {
  onSuccess?: (result: SendInvitationsResult) => void;
  onError?: (error: unknown) => void;
  onSettled?: () => void;
}

/** The server asks the host to confirm, before this event's first text, that guests agreed to texts. */
export const needsTextConsent = (error: unknown) => {
  const server = readServerError(error);
  return server?.code === 'PRECONDITION_FAILED' && server.message === messages.texts.consentNeeded;
};

/**
 * guests.send for every sending place of the host's pages (the wizard, Manage Guests, resends):
 * the host's browser language goes with it (the country of numbers typed without a code), and
 * when the send would text guests before the host confirmed their consent (docs/decisions/070),
 * the consent is asked in a dialog and the same send made again with it. Render `consentDialog`.
 */
export function useGuestsSend() {
  const trpc = useTRPC();
  const mutation = useMutation(trpc.guests.send.mutationOptions());
  const [asking, setAsking] = useState<{
    input: SendInvitationsInput;
    callbacks: SendCallbacks;
  } | null>(null);
  const { mutate } = mutation;

  const run = (input: SendInvitationsInput, callbacks: SendCallbacks, done?: () => void) =>
    mutate(
      { locale: navigator.language, ...input },
      {
        onSuccess: (result) => callbacks.onSuccess?.(result),
        onError: (error) => {
          if (needsTextConsent(error) && !input.textConsent) setAsking({ input, callbacks });
          else callbacks.onError?.(error);
        },
        onSettled: () => {
          callbacks.onSettled?.();
          done?.();
        },
      },
    );

  const consentDialog = (
    <ConfirmDialog
      open={asking !== null}
      title={messages.texts.consentTitle}
      description={messages.texts.consentLabel}
      confirmLabel={messages.texts.consentConfirm}
      tone="primary"
      onCancel={() => setAsking(null)}
      onConfirm={() =>
        new Promise<void>((resolve) => {
          if (!asking) return resolve();
          run({ ...asking.input, textConsent: true }, asking.callbacks, () => {
            setAsking(null);
            resolve();
          });
        })
      }
    />
  );

  return {
    send: (input: SendInvitationsInput, callbacks: SendCallbacks = {}) => run(input, callbacks),
    mutation,
    consentDialog,
  };
}
