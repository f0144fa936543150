import type { GuestView } from '@partyreel/shared/events/event-view';
import { type GuestContactInput, guestContactInput } from '@partyreel/shared/guests/guest-contact';
import { messages } from '@partyreel/shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { firstServerErrors } from '../../lib/field-errors.ts';
import { readServerError } from '../../lib/server-error.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { schemaVerdict, useZodForm } from '../../lib/use-zod-form.ts';
import { buttonStyles } from '../../ui/button-styles.ts';
import { FormMessage } from '../../ui/form-message.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { toast } from '../../ui/toast.tsx';

/** The guest whose address is corrected. */
export type FixAddressGuest = Pick<GuestView, 'id' | 'name' | 'email'>;

export interface FixAddressDialogProps {
  eventId: string;
  /** The guest to correct; `null` keeps the dialog closed. */
  guest: FixAddressGuest | null;
  onClose: () => void;
}

/**
 * 'Fix address' for a guest whose invitation bounced or failed (docs/decisions/033): a modal
 * <dialog> with the guest's e-mail prefilled, checked with guests.updateContact's own schema
 * before it is sent. Saved, the guest's e-mail starts afresh and the host presses Resend; a
 * refusal keeps what the host typed and says why, beside the field or in the dialog.
 */
export function FixAddressDialog({ eventId, guest, onClose }: FixAddressDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const open = guest !== null;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: let the page's state close it, so the two never disagree.
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its card) cancels.
        if (event.target === event.currentTarget) onClose();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-[1.75rem] bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/60 backdrop:backdrop-blur-sm open:animate-pop-in motion-reduce:open:animate-none"
    >
      {guest ? (
        <FixAddressForm
          key={guest.id}
          eventId={eventId}
          guest={guest}
          titleId={titleId}
          onClose={onClose}
        />
      ) : null}
    </dialog>
  );
}

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

function FixAddressForm({
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
