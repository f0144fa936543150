import { messages } from '@partyreel/shared/messages';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import type { useResend } from './use-resend.ts';

/**
 * 'Ana has already answered. Send the invitation again anyway?': the host's confirmation before a
 * guest who answered gets the invitation again (docs/decisions/031), and the texting consent a
 * resend may ask for (docs/decisions/070). Closed unless a resend asks.
 */
export function ResendConfirm({ resend }: { resend: ReturnType<typeof useResend> }) {
  const guest = resend.confirming;
  return (
    <>
      {resend.consentDialog}
      <ConfirmDialog
        open={guest !== null}
        title={guest ? messages.send.guestAnswered(guest.name) : ''}
        description="They get the invitation email once more. Their answer stays as it is."
        confirmLabel={messages.send.resendAnyway}
        onCancel={resend.cancel}
        onConfirm={resend.confirm}
      />
    </>
  );
}
