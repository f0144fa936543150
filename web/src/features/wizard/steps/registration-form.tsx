import { loginInput, registerInput } from '@partyreel/shared/auth';
import { messages } from '@partyreel/shared/messages';
import { useState } from 'react';
import { readServerError } from '../../../lib/server-error.ts';
import { schemaVerdict, useZodForm } from '../../../lib/use-zod-form.ts';
import { textLinkStyle } from '../../../ui/button-styles.ts';
import { FormMessage } from '../../../ui/form-message.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { GoogleSignInButton } from '../../auth/google-sign-in-button.tsx';
import { OrDivider } from '../../auth/or-divider.tsx';

export type RegistrationMode = 'signUp' | 'logIn';

export interface RegistrationFormProps {
  signUp: (input: { displayName: string; email: string; password: string }) => Promise<void>;
  logIn: (input: { email: string; password: string }) => Promise<void>;
  /** Google's popup; rejects when nobody ended up signed in (the button then says so). */
  googleSignIn: () => Promise<void>;
  /** Called once the account is signed in (its events are the host's now). */
  onDone: () => void;
}

/**
 * 'Authentication failed. Please try again.' unless the server said why (docs/product.md, Limits
 * and validation).
 */
function authMessage(error: unknown): string {
  return readServerError(error)?.message || messages.auth.wizardFailed;
}

/**
 * The wizard's registration step (docs/product.md: Signing up and signing in; Limits and
 * validation): sign up (display name, e-mail, password) or log in (e-mail, password); either keeps
 * the events made in this anonymous session. What was typed stays when the mode changes or the
 * server refuses. Google's popup and 'Forgot password?' are here as on the sign-in page; neither
 * leaves this tab, so the draft and the step are kept (docs/decisions/041-wizard-sign-in.md).
 */
export function RegistrationForm({ signUp, logIn, googleSignIn, onDone }: RegistrationFormProps) {
  const [mode, setMode] = useState<RegistrationMode>('signUp');
  const signingUp = mode === 'signUp';
  const {
    field,
    failure,
    busy: submitting,
    clearProblems,
    submit,
  } = useZodForm({
    initial: { displayName: '', email: '', password: '' },
    parse: (typed) => {
      const parsed = signingUp
        ? registerInput.safeParse(typed)
        : loginInput.safeParse({ email: typed.email, password: typed.password });
      const verdict = schemaVerdict<typeof typed, unknown>(parsed);
      if (verdict.ok) return { ok: true, input: typed };
      if (typed.password === '')
        verdict.errors = { ...verdict.errors, password: messages.auth.passwordRequired };
      return verdict;
    },
    send: async (typed) => {
      if (signingUp) await signUp(typed);
      else await logIn({ email: typed.email, password: typed.password });
      onDone();
    },
    refusal: (error) => ({ failure: authMessage(error) }),
  });

  function toggle() {
    setMode(signingUp ? 'logIn' : 'signUp');
    clearProblems();
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <h2 className="font-display font-semibold text-2xl text-ink">
        {signingUp ? 'Create your account' : 'Log in to your account'}
      </h2>
      {signingUp ? (
        <TextField label="Display name" autoComplete="name" {...field('displayName')} />
      ) : null}
      <TextField
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        {...field('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete={signingUp ? 'new-password' : 'current-password'}
        hint={signingUp ? messages.account.passwordHint : undefined}
        {...field('password')}
        labelAside={
          signingUp ? undefined : (
            // A tab of its own: the reset goes by e-mail, and this tab keeps the draft to come
            // back to with the new password.
            <a
              href="/forgot-password"
              target="_blank"
              rel="noopener"
              className="rounded-md text-sm font-bold text-party-magenta hover:text-party-plum hover:underline"
            >
              Forgot password?<span className="sr-only"> (opens in a new tab)</span>
            </a>
          )
        }
      />
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      <SubmitButton busy={submitting}>{signingUp ? 'Create Account' : 'Log In'}</SubmitButton>
      <OrDivider />
      <GoogleSignInButton
        signIn={async () => {
          await googleSignIn();
          onDone();
        }}
        label={signingUp ? 'Sign up with Google' : 'Sign in with Google'}
      />
      <p className="text-center text-ink-soft">
        {signingUp ? 'Already have an account? ' : 'New to PartyReel? '}
        <button type="button" onClick={toggle} className={textLinkStyle}>
          {signingUp ? 'Log in instead' : 'Sign up instead'}
        </button>
      </p>
    </form>
  );
}
