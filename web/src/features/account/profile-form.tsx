import { updateProfileInput } from '@partyreel/shared/auth';
import { messages } from '@partyreel/shared/messages';
import { type FormEvent, useState } from 'react';
import { buttonStyles } from '../../ui/button-styles.ts';
import { showErrorsAndFocus } from '../../ui/focus-first-invalid.ts';
import { FormMessage } from '../../ui/form-message.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { TextField } from '../../ui/text-field.tsx';

export interface ProfileFormProps {
  displayName: string;
  email: string;
  /** Saves the new display name; rejects when the server refuses. */
  updateProfile: (displayName: string) => Promise<void>;
}

type Outcome = { tone: 'error' | 'success'; message: string };

/** The display name, editable; the e-mail address, shown but not changeable. */
export function ProfileForm({ displayName, email, updateProfile }: ProfileFormProps) {
  const [name, setName] = useState(displayName);
  const [fieldError, setFieldError] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome>();
  const [saving, setSaving] = useState(false);
  const unchanged = name.trim() === displayName.trim();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving || unchanged) return;
    const parsed = updateProfileInput.safeParse({ displayName: name });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? messages.auth.displayNameRequired;
      showErrorsAndFocus(event.currentTarget, () => {
        setFieldError(message);
        setOutcome(undefined);
      });
      return;
    }
    setFieldError(undefined);
    setOutcome(undefined);
    setSaving(true);
    try {
      await updateProfile(parsed.data.displayName);
      setName(parsed.data.displayName);
      setOutcome({ tone: 'success', message: messages.account.profileUpdated });
    } catch {
      setOutcome({ tone: 'error', message: messages.account.profileFailed });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <TextField
        label="Display name"
        name="displayName"
        autoComplete="name"
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setOutcome(undefined);
        }}
        error={fieldError}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        value={email}
        readOnly
        hint="Your email address can't be changed."
      />
      {outcome ? <FormMessage tone={outcome.tone}>{outcome.message}</FormMessage> : null}
      <button
        type="submit"
        disabled={unchanged || saving}
        aria-busy={saving}
        className={`${buttonStyles.primary} w-full sm:w-auto`}
      >
        {saving ? <Spinner /> : null}
        {saving ? 'Saving…' : 'Update Profile'}
      </button>
    </form>
  );
}
