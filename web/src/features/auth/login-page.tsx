import { Link } from '@tanstack/react-router';
import { textLinkStyle } from '../../ui/button-styles.ts';
import { AuthLayout } from './auth-layout.tsx';
import { GoogleSignInButton } from './google-sign-in-button.tsx';
import { LoginForm, type LoginFormProps } from './login-form.tsx';
import { OrDivider } from './or-divider.tsx';

interface LoginPageProps {
  login: LoginFormProps['login'];
  googleSignIn: () => Promise<void>;
  /** Where to go after signing in; carried over to the sign-up link. */
  redirect: string | undefined;
}

/** /login: 'Welcome Back'. */
export function LoginPage({ login, googleSignIn, redirect }: LoginPageProps) {
  return (
    <AuthLayout
      title="Welcome Back"
      subtitle="Sign in to see your events and who's coming."
      footer={
        <>
          New to PartyReel?{' '}
          <Link to="/register" search={redirect ? { redirect } : {}} className={textLinkStyle}>
            Create an account
          </Link>
        </>
      }
    >
      <title>Sign In · PartyReel</title>
      <LoginForm
        login={login}
        forgotPasswordLink={
          <Link
            to="/forgot-password"
            className="rounded-md text-sm font-bold text-party-magenta hover:text-party-plum hover:underline"
          >
            Forgot password?
          </Link>
        }
      />
      <OrDivider />
      <GoogleSignInButton signIn={googleSignIn} />
    </AuthLayout>
  );
}
