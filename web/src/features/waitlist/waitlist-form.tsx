import { messages } from '@partyreel/shared/messages';
import { waitlistJoinInput } from '@partyreel/shared/waitlist';
import { type FormEvent, useId, useRef, useState } from 'react';
import { joinErrorMessage } from './join-error-message.ts';
import { WaitlistJoined } from './waitlist-joined.tsx';

export interface WaitlistFormProps {
  /** Puts the (already validated) address on the waitlist; rejects when the server refuses. */
  join: (email: string) => Promise<void>;
}

type Status = 'editing' | 'submitting' | 'joined';

/** The waitlist's one field and button. What was typed stays in the field whatever goes wrong. */
export function WaitlistForm({ join }: WaitlistFormProps) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>('editing');
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'submitting') return;
    // The same schema the server applies, so both sides agree on what an address is.
    const parsed = waitlistJoinInput.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? messages.waitlist.invalidEmail);
      input.current?.focus();
      return;
    }
    setError(null);
    setStatus('submitting');
    try {
      await join(parsed.data.email);
      setStatus('joined');
    } catch (failure) {
      setError(joinErrorMessage(failure));
      setStatus('editing');
      input.current?.focus();
    }
  }

  if (status === 'joined') return <WaitlistJoined />;

  const submitting = status === 'submitting';
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <label htmlFor={inputId} className="block font-bold text-ink">
        Email address
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          ref={input}
          id={inputId}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="min-h-12 w-full min-w-0 flex-1 rounded-2xl border-2 border-violet-200 bg-white px-4 text-base text-ink shadow-inner placeholder:text-ink-soft/60 focus:border-party-magenta aria-invalid:border-rose-500"
        />
        <button
          type="submit"
          disabled={submitting}
          className="bg-party min-h-12 rounded-2xl px-6 font-display text-lg font-semibold text-white shadow-lg shadow-fuchsia-500/30 transition hover:brightness-110 active:scale-[0.98] disabled:cursor-wait disabled:opacity-70"
        >
          {submitting ? 'Joining…' : 'Join'}
        </button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="font-semibold text-rose-600">
          {error}
        </p>
      ) : null}
    </form>
  );
}
