import { messages } from '@partyreel/shared/messages';
import {
  type ContactInput,
  contactInput,
  type SavedContact,
} from '@partyreel/shared/recipients/contact-input';
import { phoneRuleProblem } from '@partyreel/shared/recipients/phone-rule';
import { useRef } from 'react';
import { firstServerErrors } from '../../lib/field-errors.ts';
import { usePhoneRule } from '../../lib/phone-rule.ts';
import { readServerError } from '../../lib/server-error.ts';
import { schemaVerdict, useZodForm } from '../../lib/use-zod-form.ts';
import { FormMessage } from '../../ui/form-message.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { toast } from '../../ui/toast.tsx';

type Field = 'name' | 'email' | 'phone';
type Values = Record<Field, string>;
type FieldErrors = Partial<Record<Field, string>>;

const empty: Values = { name: '', email: '', phone: '' };
const fields: readonly Field[] = ['name', 'email', 'phone'];

export interface AddContactFormProps {
  /** Saves the contact; rejects when the server refuses it. */
  addContact: (input: ContactInput) => Promise<SavedContact>;
}

/** Only our three fields' messages, in the form's order. */
function pickFields(errors: Partial<Record<string, string>>): FieldErrors {
  return Object.fromEntries(fields.flatMap((f) => (errors[f] ? [[f, errors[f]]] : [])));
}

/** What the server's refusal means to the person: the field it refused, or a form-wide message. */
function saveFailure(error: unknown): { fieldErrors: FieldErrors; message?: string } {
  const server = readServerError(error);
  if (server?.code === 'BAD_REQUEST') {
    const fieldErrors = pickFields(firstServerErrors(server.fieldErrors));
    return Object.keys(fieldErrors).length > 0
      ? { fieldErrors }
      : { fieldErrors, message: server.message };
  }
  if (server?.code === 'TOO_MANY_REQUESTS') return { fieldErrors: {}, message: server.message };
  if (server?.code === 'UNAUTHORIZED') {
    return { fieldErrors: {}, message: messages.auth.sessionExpired };
  }
  return { fieldErrors: {}, message: messages.contacts.saveFailed };
}

/**
 * Name (required), Email and Phone (optional, well formed, and a phone that can be a number in the
 * host's country): the contact add of docs/product.md (Limits and validation), checked with the
 * schema the server uses (contactInput) and the phone rule (lib/phone-rule.ts) before anything is
 * sent. What was typed stays on any failure; a saved contact empties the form for the next one.
 */
export function AddContactForm({ addContact }: AddContactFormProps) {
  const nameInput = useRef<HTMLInputElement>(null);
  usePhoneRule();
  const form = useZodForm({
    initial: empty,
    parse: (values: Values) => {
      const verdict = schemaVerdict<Values, ContactInput>(contactInput.safeParse(values));
      if (!verdict.ok) return { ok: false, errors: pickFields(verdict.errors ?? {}) };
      const phone = phoneRuleProblem(verdict.input.phone);
      return phone ? { ok: false, errors: { phone } } : verdict;
    },
    send: async (input) => {
      await addContact(input);
      form.setValues(empty);
      toast.success(messages.contacts.saved);
      nameInput.current?.focus();
    },
    refusal: (error) => {
      const refused = saveFailure(error);
      return { errors: refused.fieldErrors, failure: refused.message };
    },
    again: true,
  });
  const { failure, submitting: saving, submit } = form;
  const field = (name: Field) => ({ ...form.field(name), autoComplete: 'off' });

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <TextField ref={nameInput} label="Name" {...field('name')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Email"
          type="email"
          inputMode="email"
          hint="Optional"
          {...field('email')}
        />
        <TextField label="Phone" type="tel" inputMode="tel" hint="Optional" {...field('phone')} />
      </div>
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      <SubmitButton busy={saving} width="phone">
        {saving ? 'Saving…' : 'Save Contact'}
      </SubmitButton>
    </form>
  );
}
