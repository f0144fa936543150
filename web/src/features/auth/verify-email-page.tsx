import { messages } from '@partyreel/shared/messages';
import { Link } from '@tanstack/react-router';
import { buttonStyles } from '../../ui/button-styles.ts';
import { FormMessage } from '../../ui/form-message.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { AuthLayout } from './auth-layout.tsx';

export type VerifyStatus = 'verifying' | 'verified' | 'invalid';

/** /verify-email?token=…: the outcome of the link in the welcome e-mail. */
export function VerifyEmailPage({ status }: { status: VerifyStatus }) {
  return (
    <AuthLayout title="Verify Email">
      <title>Verify Email · PartyReel</title>
      {status === 'verifying' ? (
        <p role="status" className="flex items-center justify-center gap-3 text-ink-soft">
          <Spinner /> Verifying your email…
        </p>
      ) : status === 'verified' ? (
        <div className="space-y-5">
          <FormMessage tone="success">{messages.auth.verified}</FormMessage>
          <Link to="/dashboard" className={`${buttonStyles.primary} w-full`}>
            Go to Dashboard
          </Link>
        </div>
      ) : (
        <div className="space-y-5">
          <FormMessage tone="error">{messages.auth.verifyLinkInvalid}</FormMessage>
          <p className="text-center text-sm text-ink-soft">
            Signed in? You can send yourself a fresh link from your account page.
          </p>
          <Link to="/account" className={`${buttonStyles.secondary} w-full`}>
            Go to My Account
          </Link>
        </div>
      )}
    </AuthLayout>
  );
}
