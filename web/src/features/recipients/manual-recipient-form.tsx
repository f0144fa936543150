import { checkRecipient, type RecipientFields } from '@partyreel/shared/recipients/recipient-check';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { usePhoneRule } from '../../lib/phone-rule.ts';
import { buttonStyles } from '../../ui/button-styles.ts';
import { FormMessage } from '../../ui/form-message.tsx';
import { TextField } from '../../ui/text-field.tsx';

interface ManualRecipientFormProps {
  /** Adds the guest; returns a message when the list refuses it (already there, list full). */
  onAdd: (guest: RecipientFields) => string | null;
}

type Field = 'name' | 'email' | 'phone';
const empty = { name: '', email: '', phone: '' };

/**
 * Name, Email and Phone with an Add button (docs/product.md, Limits and validation, manual
 * recipient). Not a <form>: the wizard step around it is one, so Enter in a field adds the guest
 * instead of going to Next.
 */
export function ManualRecipientForm({ onAdd }: ManualRecipientFormProps) {
  const [fields, setFields] = useState(empty);
  const [error, setError] = useState<{ message: string; field: Field | null } | null>(null);
  const messageId = useId();
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  usePhoneRule();

  function add() {
    const check = checkRecipient(fields);
    if (!check.ok) {
      const field = check.field ?? (fields.name.trim() ? 'email' : 'name');
      setError({ message: check.message, field });
      inputs.current[field]?.focus();
      return;
    }
    const refusal = onAdd(check.recipient);
    if (refusal) {
      setError({ message: refusal, field: null });
      return;
    }
    setError(null);
    setFields(empty);
    inputs.current.name?.focus();
  }

  function addOnEnter(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  }

  const fieldProps = (field: Field) => ({
    value: fields[field],
    onChange: (e: { target: { value: string } }) =>
      setFields((f) => ({ ...f, [field]: e.target.value })),
    onKeyDown: addOnEnter,
    ref: (el: HTMLInputElement | null) => {
      inputs.current[field] = el;
    },
    'aria-invalid': error?.field === field ? true : undefined,
    'aria-describedby': error ? messageId : undefined,
  });

  return (
    <div className="space-y-4">
      <TextField label="Name" autoComplete="off" {...fieldProps('name')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="off"
          {...fieldProps('email')}
        />
        <TextField
          label="Phone"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          {...fieldProps('phone')}
        />
      </div>
      {error ? (
        <FormMessage tone="error" id={messageId}>
          {error.message}
        </FormMessage>
      ) : null}
      <button type="button" onClick={add} className={`${buttonStyles.secondary} w-full sm:w-auto`}>
        Add guest
      </button>
    </div>
  );
}
