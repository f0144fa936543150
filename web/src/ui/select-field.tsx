import type { ComponentProps } from 'react';
import { LabelledField } from './labelled-field.tsx';

interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'id' | 'className'> {
  label: string;
}

/** A labelled drop-down, framed like TextField; its options are its children. */
export function SelectField({ label, children, ...select }: SelectFieldProps) {
  return (
    <LabelledField label={label}>
      {(control) => (
        <select
          {...control}
          className="min-h-12 w-full rounded-2xl border-2 border-violet-200 bg-white px-4 text-base text-ink focus:border-party-magenta"
          {...select}
        >
          {children}
        </select>
      )}
    </LabelledField>
  );
}
