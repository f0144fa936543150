import { Link } from '@tanstack/react-router';
import { buttonStyles, textLinkStyle } from '../../ui/button-styles.ts';
import { AuthLayout } from './auth-layout.tsx';
import { ForgotPasswordForm, type ForgotPasswordFormProps } from './forgot-password-form.tsx';

/** /forgot-password: 'Reset Password'. */
export function ForgotPasswordPage({
  requestReset,
}: Pick<ForgotPasswordFormProps, 'requestReset'>) {
  return (
    <AuthLayout
      title="Reset Password"
      subtitle="Enter the email you signed up with and we'll send you a link to choose a new password."
      footer={
        <>
          Remembered it?{' '}
          <Link to="/login" className={textLinkStyle}>
            Back to sign in
          </Link>
        </>
      }
    >
      <title>Reset Password · PartyReel</title>
      <ForgotPasswordForm
        requestReset={requestReset}
        backToSignIn={
          <Link to="/login" className={`${buttonStyles.secondary} w-full`}>
            Back to Sign In
          </Link>
        }
      />
    </AuthLayout>
  );
}
