import type { GuestListEntry } from '@partyreel/shared/guests/guest-list';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { namesOf } from './guest-journey.ts';

/** What a removal needs of a guest: the name to confirm, and every invitation it stands for. */
export type RemovableGuest = Pick<GuestListEntry, 'name' | 'invitationIds'>;

interface RemoveGuestsDialogProps<G extends RemovableGuest> {
  /** The guests to confirm; `null` keeps the dialog closed. */
  guests: readonly G[] | null;
  onCancel: () => void;
  /** Removes them; the page closes the dialog once the server has answered. */
  onConfirm: (guests: readonly G[]) => Promise<void>;
}

/**
 * 'Remove Ava Lee, Ben Ortiz?': the confirmation before a removal, naming who goes (Manage Guests,
 * and the wizard's guest step in edit mode).
 */
export function RemoveGuestsDialog<G extends RemovableGuest>({
  guests,
  onCancel,
  onConfirm,
}: RemoveGuestsDialogProps<G>) {
  return (
    <ConfirmDialog
      open={guests !== null}
      title={guests ? `Remove ${namesOf(guests)}?` : ''}
      description={`${guests?.length === 1 ? 'This guest leaves' : 'These guests leave'} the guest list and no longer count towards your answers. Their invitations stop being sent.`}
      confirmLabel="Remove"
      onCancel={onCancel}
      onConfirm={async () => {
        if (guests) await onConfirm(guests);
      }}
    />
  );
}
