import { messages } from '@partyreel/shared/messages';
import type { ComponentProps } from 'react';
import { TextField } from '../../ui/text-field.tsx';

type PasswordFieldProps = Omit<
  ComponentProps<typeof TextField>,
  'label' | 'type' | 'autoComplete' | 'hint'
>;

/**
 * A password being chosen, with the rule it must meet; browsers offer to make one up
 * (autocomplete new-password). 'New password' unless the form says otherwise.
 */
export function NewPasswordField({
  label = 'New password',
  ...props
}: PasswordFieldProps & { label?: string }) {
  return (
    <TextField
      label={label}
      type="password"
      autoComplete="new-password"
      hint={messages.account.passwordHint}
      {...props}
    />
  );
}

/** The chosen password typed again. */
export function ConfirmPasswordField(props: PasswordFieldProps) {
  return (
    <TextField
      label="Confirm new password"
      type="password"
      autoComplete="new-password"
      {...props}
    />
  );
}
