import type { ComponentProps, ReactNode } from 'react';
import { LabelledField } from './labelled-field.tsx';

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id' | 'className'> {
  label: string;
  /** The field's own message; marks it invalid and is read out with it. */
  error?: string | undefined;
  /** A quiet line under the field (ignored while there is an error). */
  hint?: ReactNode;
  /** Something to the right of the label, e.g. a "Forgot password?" link. */
  labelAside?: ReactNode;
}

/** A labelled input with its message: the one text field every form uses. */
export function TextField({ label, error, hint, labelAside, ...input }: TextFieldProps) {
  return (
    <LabelledField label={label} error={error} hint={hint} labelAside={labelAside}>
      {(control) => (
        <input
          {...control}
          className="min-h-12 w-full min-w-0 rounded-2xl border-2 border-violet-200 bg-white px-4 text-base text-ink shadow-inner transition-colors placeholder:text-ink-soft/60 focus:border-party-magenta read-only:border-violet-100 read-only:bg-violet-50/60 read-only:text-ink-soft aria-invalid:border-rose-500"
          {...input}
        />
      )}
    </LabelledField>
  );
}
