import type { Me } from '@partyreel/shared/auth';
import { messages } from '@partyreel/shared/messages';
import { type ReactNode, useState } from 'react';
import { readServerError } from '../../lib/server-error.ts';
import { BusyButton } from '../../ui/busy-button.tsx';
import { buttonStyles } from '../../ui/button-styles.ts';
import { FormMessage } from '../../ui/form-message.tsx';
import { memberSince } from './member-since.ts';
import { signInMethodLabel } from './sign-in-method-label.ts';

interface AccountDetailsProps {
  me: Me;
  /** Sends a fresh verification e-mail. */
  resendVerification: () => Promise<void>;
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 py-4 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
      <dt className="font-bold text-ink">{term}</dt>
      <dd className="text-ink-soft sm:text-right">{children}</dd>
    </div>
  );
}

function Badge({ tone, children }: { tone: 'good' | 'warn' | 'plain'; children: ReactNode }) {
  const tones = {
    good: 'bg-emerald-100 text-emerald-800',
    warn: 'bg-amber-100 text-amber-900',
    plain: 'bg-violet-100 text-party-plum',
  };
  return (
    <span className={`inline-flex rounded-full px-3 py-1 text-sm font-bold ${tones[tone]}`}>
      {children}
    </span>
  );
}

/** Member since, e-mail verification (with a resend button) and the ways this user signs in. */
export function AccountDetails({ me, resendVerification }: AccountDetailsProps) {
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; message: string }>();

  async function resend() {
    setSending(true);
    setOutcome(undefined);
    try {
      await resendVerification();
      setOutcome({ tone: 'success', message: messages.auth.verificationResent });
    } catch (error) {
      const server = readServerError(error);
      setOutcome({
        tone: 'error',
        message:
          server?.code === 'TOO_MANY_REQUESTS'
            ? server.message
            : messages.generic.somethingWentWrong,
      });
    } finally {
      setSending(false);
    }
  }

  return (
    <div>
      <dl className="divide-y divide-violet-100">
        <Detail term="Member since">{memberSince(me.createdAt)}</Detail>
        <Detail term="Email">
          {me.emailVerified ? (
            <Badge tone="good">Verified</Badge>
          ) : (
            <span className="flex flex-wrap items-center gap-3 sm:justify-end">
              <Badge tone="warn">Not verified</Badge>
              <BusyButton
                busy={sending}
                onClick={resend}
                className={buttonStyles.secondarySmall}
                spinnerClassName="size-4"
              >
                Resend verification email
              </BusyButton>
            </span>
          )}
        </Detail>
        <Detail term="Sign-in methods">
          <span className="flex flex-wrap gap-2 sm:justify-end">
            {me.providers.map((provider) => (
              <Badge key={provider} tone="plain">
                {signInMethodLabel(provider)}
              </Badge>
            ))}
          </span>
        </Detail>
      </dl>
      {outcome ? (
        <div className="mt-2">
          <FormMessage tone={outcome.tone}>{outcome.message}</FormMessage>
        </div>
      ) : null}
    </div>
  );
}
