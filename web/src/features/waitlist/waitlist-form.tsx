import { messages } from '@partyreel/shared/messages';
import { waitlistJoinInput } from '@partyreel/shared/waitlist';
import { useId } from 'react';
import { useZodForm } from '../../lib/use-zod-form.ts';
import { joinErrorMessage } from './join-error-message.ts';
import { WaitlistJoined } from './waitlist-joined.tsx';

export interface WaitlistFormProps {
  /** Puts the (already validated) address on the waitlist; rejects when the server refuses. */
  join: (email: string) => Promise<void>;
}

/** The waitlist's one field and button. What was typed stays in the field whatever goes wrong. */
export function WaitlistForm({ join }: WaitlistFormProps) {
  const { field, errors, status, submitting, submit } = useZodForm({
    initial: { email: '' },
    // The same schema the server applies, so both sides agree on what an address is.
    parse: (values) => {
      const parsed = waitlistJoinInput.safeParse(values);
      if (parsed.success) return { ok: true, input: parsed.data.email };
      return {
        ok: false,
        errors: { email: parsed.error.issues[0]?.message ?? messages.waitlist.invalidEmail },
      };
    },
    send: join,
    refusal: (failure) => ({ errors: { email: joinErrorMessage(failure) } }),
  });
  const email = field('email');
  const error = errors.email;
  const inputId = useId();
  const errorId = useId();

  if (status === 'done') return <WaitlistJoined />;

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <label htmlFor={inputId} className="block font-bold text-ink">
        Email address
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          id={inputId}
          name={email.name}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email.value}
          onChange={email.onChange}
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
