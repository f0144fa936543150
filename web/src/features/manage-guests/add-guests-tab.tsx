import { messages } from '@partyreel/shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { readServerError } from '../../lib/server-error.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { BusyButton } from '../../ui/busy-button.tsx';
import { buttonStyles } from '../../ui/button-styles.ts';
import { FormMessage } from '../../ui/form-message.tsx';
import { toast } from '../../ui/toast.tsx';
import type { DraftRecipient } from '../recipients/draft-recipient.ts';
import { RecipientsEditor } from '../recipients/recipients-editor.tsx';
import { type AddOutcome, AddOutcomeMessage } from './add-outcome.tsx';

/** guests.add's refusals whose catalogue text the host is shown as the server gave it. */
const explained: readonly string[] = [
  messages.send.noRecipients,
  messages.send.tooManyGuests,
  messages.wizard.tooManyGuests,
  messages.recipients.nameAndContactRequired,
  messages.recipients.invalidEmail,
  messages.recipients.invalidPhone,
];

export interface AddGuestsTabProps {
  eventId: string;
  /** Guests the event has now: with the new ones they may not pass 200. */
  guestCount: number;
  /** The new guests so far (the page keeps them while another tab is open). */
  guests: DraftRecipient[];
  onChange: (guests: DraftRecipient[]) => void;
  /** After a save: the Send & Share tab, where the host sends to the new guests. */
  onSaved: () => void;
}

/**
 * Add Guests (docs/product.md, Manage Guests): the wizard's editor (device contacts, CSV,
 * saved contacts, by hand) over a list of new guests; SEND & SHARE saves them (guests.add) and
 * moves on to Send & Share. A failure keeps every guest typed and says why. Anyone the server found
 * on the guest list already is not added again: the tab stays open and names them (the others are
 * saved, and the list has those people already, so nothing typed is lost).
 */
export function AddGuestsTab({
  eventId,
  guestCount,
  guests,
  onChange,
  onSaved,
}: AddGuestsTabProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const add = useMutation(trpc.guests.add.mutationOptions());
  const [outcome, setOutcome] = useState<AddOutcome | null>(null);

  function save() {
    if (guests.length === 0 || add.isPending) return;
    setOutcome(null);
    add.mutate(
      {
        eventId,
        recipients: guests.map(({ name, email, phone, source }) => ({
          name,
          email,
          phone,
          source,
        })),
      },
      {
        onSuccess: (result) => {
          onChange([]);
          add.reset();
          void queryClient.invalidateQueries({ queryKey: trpc.guests.list.pathKey() });
          void queryClient.invalidateQueries({
            queryKey: trpc.events.byId.queryKey({ eventId }),
          });
          if (result.alreadyInvited.length > 0) {
            setOutcome({ added: result.added, alreadyInvited: result.alreadyInvited });
            return;
          }
          toast.success(messages.guests.saved(result.added));
          onSaved();
        },
      },
    );
  }

  const server = add.isError ? readServerError(add.error) : undefined;
  // A guest's phone the server could not read as a number (its reading of the host's country may
  // differ from this browser's) is named in the server's text.
  const namesGuest = (text: string) =>
    guests.some((guest) => text === messages.recipients.guestPhoneNotPossible(guest.name));
  const error = add.isError
    ? server && (explained.includes(server.message) || namesGuest(server.message))
      ? server.message
      : messages.guests.saveFailed
    : null;

  return (
    <div className="space-y-6">
      <RecipientsEditor
        value={guests}
        onChange={(next) => {
          setOutcome(null);
          onChange(next);
        }}
        existingCount={guestCount}
      />
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      {outcome ? <AddOutcomeMessage outcome={outcome} onContinue={onSaved} /> : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-soft">
          New guests are saved to the event; you send their invitations next.
        </p>
        <BusyButton
          busy={add.isPending}
          disabled={guests.length === 0 || add.isPending}
          onClick={save}
          className={`${buttonStyles.primary} uppercase tracking-wide`}
        >
          Send &amp; Share
        </BusyButton>
      </div>
    </div>
  );
}
