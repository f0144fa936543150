import type { ComponentProps } from 'react';
import { LabelledField } from './labelled-field.tsx';

interface TextAreaFieldProps extends Omit<ComponentProps<'textarea'>, 'id' | 'className'> {
  label: string;
  error?: string | undefined;
  hint?: string;
}

/** A labelled multi-line field, framed like TextField. */
export function TextAreaField({ label, error, hint, ...textarea }: TextAreaFieldProps) {
  return (
    <LabelledField label={label} error={error} hint={hint}>
      {(control) => (
        <textarea
          {...control}
          className="min-h-28 w-full min-w-0 rounded-2xl border-2 border-violet-200 bg-white px-4 py-3 text-base text-ink shadow-inner transition-colors placeholder:text-ink-soft/60 focus:border-party-magenta aria-invalid:border-rose-500"
          {...textarea}
        />
      )}
    </LabelledField>
  );
}
