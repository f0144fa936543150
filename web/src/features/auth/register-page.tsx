import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { textLinkStyle } from '../../ui/button-styles.ts';
import { AuthLayout } from './auth-layout.tsx';
import { GoogleSignInButton } from './google-sign-in-button.tsx';
import { OrDivider } from './or-divider.tsx';
import { RegisterForm, type RegisterFormProps } from './register-form.tsx';

interface RegisterPageProps extends Omit<RegisterFormProps, 'legalNote'> {
  googleSignIn: () => Promise<void>;
  /** The visitor has an anonymous session: registering keeps what they made. */
  anonymous: boolean;
  redirect: string | undefined;
}

/** /register: 'Create Account', which also turns an anonymous session into an account. */
export function RegisterPage({
  register,
  onRegistered,
  googleSignIn,
  anonymous,
  redirect,
}: RegisterPageProps) {
  // Once registered, only the success message stays: the other ways in no longer apply.
  const [registered, setRegistered] = useState(false);
  return (
    <AuthLayout
      title="Create Account"
      subtitle={
        anonymous
          ? 'Save your event by creating an account.'
          : 'Make invitations your guests will love, and watch the RSVPs roll in.'
      }
      footer={
        registered ? null : (
          <>
            Already have an account?{' '}
            <Link to="/login" search={redirect ? { redirect } : {}} className={textLinkStyle}>
              Sign in
            </Link>
          </>
        )
      }
    >
      <title>Create Account · PartyReel</title>
      <RegisterForm
        register={async (input) => {
          await register(input);
          setRegistered(true);
        }}
        onRegistered={onRegistered}
        legalNote={
          <p className="text-center text-sm text-ink-soft">
            By creating an account you agree to our{' '}
            <Link to="/terms" className={textLinkStyle}>
              Terms of Service
            </Link>{' '}
            and{' '}
            <Link to="/privacy" className={textLinkStyle}>
              Privacy Policy
            </Link>
            .
          </p>
        }
      />
      {registered ? null : (
        <>
          <OrDivider />
          <GoogleSignInButton signIn={googleSignIn} label="Sign up with Google" />
        </>
      )}
    </AuthLayout>
  );
}
