import { type GuestContactInput, guestContactInput } from '@partyreel/shared/guests/guest-contact';
import { messages } from '@partyreel/shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { firstServerErrors } from '../../lib/field-errors.ts';
import { readServerError } from '../../lib/server-error.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { schemaVerdict, useZodForm } from '../../lib/use-zod-form.ts';
import { buttonStyles } from '../../ui/button-styles.ts';
import { FormMessage } from '../../ui/form-message.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { toast } from '../../ui/toast.tsx';
import type { FixAddressGuest } from './fix-address-dialog.tsx';

/** What the server's refusal means to the host: the e-mail it refused, or a message. */
function refusal(error: unknown) {
  const server = readServerError(error);
  const email = server ? firstServerErrors(server.fieldErrors).email : undefined;
  if (email) return { errors: { email } };
  if (server?.code === 'BAD_REQUEST' || server?.code === 'NOT_FOUND')
    return { failure: server.message };
  if (server?.code === 'UNAUTHORIZED') return { failure: messages.auth.sessionExpired };
  return { failure: messages.guests.contactUpdateFailed };
}

/** The dialog's form, loaded when it first opens (with the server's schema, and Zod). */
export function FixAddressForm({
  eventId,
  guest,
  titleId,
  onClose,
}: {
  eventId: string;
  guest: FixAddressGuest;
  titleId: string;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const update = useMutation(trpc.guests.updateContact.mutationOptions());
  const form = useZodForm({
    initial: { email: guest.email ?? '' },
    parse: (values: { email: string }) => {
      const typed: GuestContactInput = { eventId, invitationId: guest.id, email: values.email };
      const verdict = schemaVerdict<{ email: string }, GuestContactInput>(
        guestContactInput.safeParse(typed),
      );
      if (verdict.ok) return { ok: true, input: typed };
      const errors = verdict.errors as Partial<Record<string, string>> | undefined;
      const message = errors?.email ?? Object.values(errors ?? {})[0];
      return { ok: false, errors: { email: message } };
    },
    send: async (input) => {
      await update.mutateAsync(input);
      toast.success(messages.guests.contactUpdated(guest.name));
      void queryClient.invalidateQueries({ queryKey: trpc.events.byId.queryKey({ eventId }) });
      void queryClient.invalidateQueries({ queryKey: trpc.guests.list.pathKey() });
      onClose();
    },
    refusal,
  });
  const { failure, submitting, submit } = form;

  return (
    <form onSubmit={submit} noValidate className="space-y-5 p-6 sm:p-8">
      <div>
        <h2 id={titleId} className="text-2xl font-semibold break-words">
          Fix {guest.name}’s address
        </h2>
        <p className="mt-2 text-ink-soft">
          Their invitation did not reach {guest.email ?? 'them'}. Correct the address, then press
          Resend.
        </p>
      </div>
      <TextField
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="off"
        {...form.field('email')}
      />
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={onClose}
          disabled={submitting}
          className={buttonStyles.secondary}
        >
          Cancel
        </button>
        <button
          type="submit"
          disabled={submitting}
          aria-busy={submitting}
          className={buttonStyles.primary}
        >
          {submitting ? <Spinner /> : null}
          Save address
        </button>
      </div>
    </form>
  );
}
