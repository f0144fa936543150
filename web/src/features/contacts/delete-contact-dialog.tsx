import { messages } from '@partyreel/shared/messages';
import type { SavedContact } from '@partyreel/shared/recipients/contact-input';
import { useState } from 'react';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';

interface DeleteContactDialogProps {
  /** The contact to confirm; `null` keeps the dialog closed. */
  contact: SavedContact | null;
  onCancel: () => void;
  /** Deletes it; rejects when that failed (the dialog stays open and says so). */
  onConfirm: (contact: SavedContact) => Promise<void>;
}

/**
 * 'Delete Ava Lee?': the confirmation docs/product.md (Limits and validation) asks for before a
 * removal, naming who goes; a failure keeps it open and says so.
 */
export function DeleteContactDialog({ contact, onCancel, onConfirm }: DeleteContactDialogProps) {
  const [failed, setFailed] = useState(false);
  // A new contact to confirm starts without the last one's failure.
  const [shown, setShown] = useState(contact);
  if (contact !== shown) {
    setShown(contact);
    setFailed(false);
  }
  return (
    <ConfirmDialog
      open={contact !== null}
      title={contact ? messages.contacts.confirmDelete(contact.name) : ''}
      description="They leave your saved contacts. Invitations you have already sent them are not affected."
      confirmLabel="Delete"
      failure={failed ? messages.contacts.deleteFailed : null}
      onCancel={onCancel}
      onConfirm={async () => {
        if (!contact) return;
        setFailed(false);
        try {
          await onConfirm(contact);
        } catch {
          setFailed(true);
        }
      }}
    />
  );
}
