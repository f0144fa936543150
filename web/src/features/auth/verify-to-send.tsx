import { messages } from '@partyreel/shared/messages';
import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc.ts';
import { BusyButton } from '../../ui/busy-button.tsx';
import { buttonStyles } from '../../ui/button-styles.ts';
import { useSession } from './use-session.ts';

/**
 * Where invitations are sent: while the host's address is not verified, says why nothing can be
 * e-mailed yet (the server refuses it: docs/decisions/031) and sends the verification link again.
 * Renders nothing for a verified host, or while the session loads.
 */
export function VerifyToSend() {
  const trpc = useTRPC();
  const me = useSession();
  const resend = useMutation(trpc.auth.resendVerification.mutationOptions());
  if (!me || me.isAnonymous || me.emailVerified) return null;
  return (
    <div
      role="status"
      className="space-y-3 rounded-2xl bg-amber-50 px-4 py-3 text-amber-900 ring-1 ring-amber-200"
    >
      <p className="font-semibold">{messages.send.unverified}</p>
      {resend.isSuccess ? (
        <p>{messages.send.verificationSent}</p>
      ) : (
        <BusyButton
          busy={resend.isPending}
          onClick={() => resend.mutate()}
          className={buttonStyles.secondarySmall}
        >
          Send the link again
        </BusyButton>
      )}
      {resend.isError ? <p role="alert">{resend.error.message}</p> : null}
    </div>
  );
}
