import {
  type EventUpdateView,
  MAX_UPDATE_LENGTH,
  UPDATE_AUDIENCE_LABELS,
  UPDATE_AUDIENCES,
  type UpdateAudience,
} from '@partyreel/shared/events/event-updates';
import { messages } from '@partyreel/shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { readServerError } from '../../lib/server-error.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { FormMessage } from '../../ui/form-message.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { TextAreaField } from '../../ui/text-area-field.tsx';

export interface UpdateFormProps {
  eventId: string;
  /** The words to start from (an edit's change, pre-written); empty by default. */
  initialBody?: string;
  /** The audience, fixed by the caller; without it the host chooses (All guests first). */
  audience?: UpdateAudience;
  /** Sending needs the event paid for: instead of sending, offer to pay. */
  locked?: boolean;
  onLocked?: () => void;
  /** The update went: the server's copy. */
  onSent: (update: EventUpdateView) => void;
  /** Buttons beside Send ('Not now'). */
  children?: ReactNode;
}

/**
 * The host writes an update to their guests (docs/product.md, Updates to guests): to whom, and
 * what. The words are checked here as the server checks them, and a refusal keeps them, saying why.
 */
export function UpdateForm({
  eventId,
  initialBody = '',
  audience: fixedAudience,
  locked = false,
  onLocked,
  onSent,
  children,
}: UpdateFormProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const post = useMutation(trpc.updates.post.mutationOptions());
  const [audience, setAudience] = useState<UpdateAudience>(fixedAudience ?? 'all');
  const [body, setBody] = useState(initialBody);
  const [bodyError, setBodyError] = useState<string>();
  const [failure, setFailure] = useState<string>();

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (locked) return onLocked?.();
    const text = body.trim();
    const wrong = !text
      ? messages.updates.empty
      : text.length > MAX_UPDATE_LENGTH
        ? messages.updates.tooLong
        : undefined;
    setBodyError(wrong);
    setFailure(undefined);
    if (wrong) {
      event.currentTarget.querySelector('textarea')?.focus();
      return;
    }
    try {
      const sent = await post.mutateAsync({ eventId, audience, body: text });
      // The event page's list of updates, wherever it was sent from (the editor's offer too).
      void queryClient.invalidateQueries({ queryKey: trpc.updates.list.queryKey({ eventId }) });
      onSent(sent);
      setBody('');
    } catch (error) {
      setFailure(readServerError(error)?.message ?? messages.updates.failed);
    }
  }

  return (
    <form onSubmit={(event) => void send(event)} noValidate className="space-y-4">
      {fixedAudience ? null : (
        <SelectField
          label="Send to"
          value={audience}
          onChange={(event) => setAudience(event.target.value as UpdateAudience)}
        >
          {UPDATE_AUDIENCES.map((value) => (
            <option key={value} value={value}>
              {UPDATE_AUDIENCE_LABELS[value]}
            </option>
          ))}
        </SelectField>
      )}
      <TextAreaField
        label="Your update"
        name="body"
        value={body}
        placeholder="Parking is behind the house…"
        error={bodyError}
        hint="Sent by e-mail, and shown on their invitation."
        onChange={(event) => {
          setBody(event.target.value);
          setBodyError(undefined);
        }}
      />
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        <SubmitButton busy={post.isPending}>Send update</SubmitButton>
        {children}
      </div>
    </form>
  );
}
