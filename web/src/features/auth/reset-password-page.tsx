import { messages } from '@partyreel/shared/messages';
import { Link } from '@tanstack/react-router';
import { buttonStyles, textLinkStyle } from '../../ui/button-styles.ts';
import { FormMessage } from '../../ui/form-message.tsx';
import { AuthLayout } from './auth-layout.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';

interface ResetPasswordPageProps {
  /** Undefined when the link carried no token: it cannot work, so say so at once. */
  resetPassword: ((password: string) => Promise<void>) | undefined;
}

/** /reset-password?token=…: where the reset e-mail's link lands. */
export function ResetPasswordPage({ resetPassword }: ResetPasswordPageProps) {
  const newLink = (
    <Link to="/forgot-password" className={textLinkStyle}>
      Request a new reset link
    </Link>
  );
  return (
    <AuthLayout title="Choose a New Password" subtitle="Pick something you'll remember.">
      <title>Choose a New Password · PartyReel</title>
      {resetPassword ? (
        <ResetPasswordForm
          resetPassword={resetPassword}
          newLinkLink={newLink}
          signInLink={
            <Link to="/login" className={`${buttonStyles.primary} w-full`}>
              Sign In
            </Link>
          }
        />
      ) : (
        <FormMessage tone="error">
          <p>{messages.auth.resetLinkInvalid}</p>
          <div className="mt-2 font-normal">{newLink}</div>
        </FormMessage>
      )}
    </AuthLayout>
  );
}
