import { updateProfileInput } from '@partyreel/shared/auth';
import { messages } from '@partyreel/shared/messages';
import { useState } from 'react';
import { useZodForm } from '../../lib/use-zod-form.ts';
import { FormMessage } from '../../ui/form-message.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { TextField } from '../../ui/text-field.tsx';

export interface ProfileFormProps {
  displayName: string;
  email: string;
  /** Saves the new display name; rejects when the server refuses. */
  updateProfile: (displayName: string) => Promise<void>;
}

/** The display name, editable; the e-mail address, shown but not changeable. */
export function ProfileForm({ displayName, email, updateProfile }: ProfileFormProps) {
  const [saved, setSaved] = useState(false);
  const form = useZodForm({
    initial: { displayName },
    ready: ({ displayName: name }) => name.trim() !== displayName.trim(),
    parse: (values) => {
      const parsed = updateProfileInput.safeParse(values);
      if (parsed.success) return { ok: true, input: parsed.data.displayName };
      const message = parsed.error.issues[0]?.message ?? messages.auth.displayNameRequired;
      return { ok: false, errors: { displayName: message } };
    },
    send: async (name) => {
      setSaved(false);
      await updateProfile(name);
      form.setValues({ displayName: name });
      setSaved(true);
    },
    refusal: () => ({ failure: messages.account.profileFailed }),
    again: true,
    onChange: () => {
      setSaved(false);
      form.setFailure(undefined);
    },
  });
  const { failure, submitting: saving, submit } = form;
  const unchanged = form.values.displayName.trim() === displayName.trim();

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <TextField label="Display name" autoComplete="name" {...form.field('displayName')} />
      <TextField
        label="Email"
        name="email"
        type="email"
        value={email}
        readOnly
        hint="Your email address can't be changed."
      />
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      {saved ? <FormMessage tone="success">{messages.account.profileUpdated}</FormMessage> : null}
      <SubmitButton busy={saving} disabled={unchanged || saving} width="phone">
        {saving ? 'Saving…' : 'Update Profile'}
      </SubmitButton>
    </form>
  );
}
