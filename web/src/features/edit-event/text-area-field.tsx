import { type ComponentProps, useId } from 'react';

interface TextAreaFieldProps extends Omit<ComponentProps<'textarea'>, 'id' | 'className'> {
  label: string;
  error?: string | undefined;
  hint?: string;
}

/** A labelled multi-line field, styled like the app's TextField. */
export function TextAreaField({ label, error, hint, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error ?? hint;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block font-bold text-ink">
        {label}
      </label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? messageId : undefined}
        className="min-h-28 w-full min-w-0 rounded-2xl border-2 border-violet-200 bg-white px-4 py-3 text-base text-ink shadow-inner transition-colors placeholder:text-ink-soft/60 focus:border-party-magenta aria-invalid:border-rose-500"
        {...textarea}
      />
      {message ? (
        <p
          id={messageId}
          className={error ? 'text-sm font-semibold text-rose-600' : 'text-sm text-ink-soft'}
        >
          {message}
        </p>
      ) : null}
    </div>
  );
}
