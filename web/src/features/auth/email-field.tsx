import type { ComponentProps } from 'react';
import { TextField } from '../../ui/text-field.tsx';

type EmailFieldProps = Omit<
  ComponentProps<typeof TextField>,
  'label' | 'type' | 'inputMode' | 'autoComplete'
>;

/** The sign-in forms' 'Email' field: an e-mail keyboard, the browser's saved address. */
export function EmailField({ placeholder = 'you@example.com', ...props }: EmailFieldProps) {
  return (
    <TextField
      label="Email"
      type="email"
      inputMode="email"
      autoComplete="email"
      placeholder={placeholder}
      {...props}
    />
  );
}
