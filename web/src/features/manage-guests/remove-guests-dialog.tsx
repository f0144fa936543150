import type { GuestListEntry } from '@partyreel/shared/guests/guest-list';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { namesOf } from './guest-journey.ts';

interface RemoveGuestsDialogProps {
  /** The guests to confirm; `null` keeps the dialog closed. */
  guests: readonly GuestListEntry[] | null;
  onCancel: () => void;
  /** Removes them; the page closes the dialog once the server has answered. */
  onConfirm: (guests: readonly GuestListEntry[]) => Promise<void>;
}

/**
 * 'Remove Ava Lee, Ben Ortiz?': the confirmation before a removal, naming who goes.
 */
export function RemoveGuestsDialog({ guests, onCancel, onConfirm }: RemoveGuestsDialogProps) {
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
