import { type ReactNode, useId } from 'react';

interface LabelledFieldProps {
  label: string;
  /** The field's own message; marks it invalid and is read out with it. */
  error?: string | undefined;
  /** A quiet line under the field (ignored while there is an error). */
  hint?: ReactNode;
  /** Something to the right of the label, e.g. a "Forgot password?" link. */
  labelAside?: ReactNode;
  /** The control itself, given the ids and ARIA attributes that tie it to its label and message. */
  children: (control: {
    id: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  }) => ReactNode;
}

/** A label, a control and its message: the frame every text field of the app shares. */
export function LabelledField({ label, error, hint, labelAside, children }: LabelledFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error ?? hint;
  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="block font-bold text-ink">
          {label}
        </label>
        {labelAside}
      </div>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': message ? messageId : undefined,
      })}
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
