import type { GuestView } from '@partyreel/shared/events/event-view';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../../lib/trpc.ts';
import { RemoveGuestsDialog } from '../../manage-guests/remove-guests-dialog.tsx';
import { useRemoveGuests } from '../../manage-guests/use-remove-guests.ts';
import { RecipientsEditor } from '../../recipients/recipients-editor.tsx';
import { type DraftAction, unsavedRecipients, type WizardDraft } from '../draft/wizard-draft.ts';

/**
 * The guest step once the event exists (edit mode, or back at the guests after creating it): the
 * event's guests as the server has them (one per person, as Manage Guests lists them) with the new
 * ones the draft adds, all counted in 'N of 200 guests'. Remove on a guest of the event removes them
 * on the server, after the same confirmation as Manage Guests, so no send reaches them; Remove on a
 * new one only drops it from the draft.
 */
export function EventRecipients({
  eventId,
  draft,
  dispatch,
}: {
  eventId: string;
  draft: WizardDraft;
  dispatch: (action: DraftAction) => void;
}) {
  const trpc = useTRPC();
  const event = useQuery(trpc.events.byId.queryOptions({ eventId }));
  const remove = useRemoveGuests(eventId);
  const [confirming, setConfirming] = useState<readonly GuestView[] | null>(null);
  const unsaved = unsavedRecipients(draft);
  const savedKeys = new Set(draft.savedRecipientKeys);
  const guests = event.data?.guests ?? [];

  return (
    <>
      <RecipientsEditor
        value={unsaved}
        // The draft keeps the guests it already saved (so they are never sent again).
        onChange={(next) =>
          dispatch({
            type: 'recipients',
            recipients: [...draft.recipients.filter((r) => savedKeys.has(r.key)), ...next],
          })
        }
        saved={guests}
        onRemoveSaved={(guest) => {
          const found = guests.find((g) => g.id === guest.id);
          if (found) setConfirming([found]);
        }}
      />
      <RemoveGuestsDialog
        guests={confirming}
        onCancel={() => setConfirming(null)}
        onConfirm={async (chosen) => {
          await remove(chosen);
          setConfirming(null);
        }}
      />
    </>
  );
}
