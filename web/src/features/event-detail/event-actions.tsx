import { Link } from '@tanstack/react-router';
import { buttonStyles } from '../../ui/button-styles.ts';

interface EventActionsProps {
  eventId: string;
  /** The full address of the shared link; null while distribution is locked. */
  inviteUrl: string | null;
  onLocked: () => void;
}

const action = `${buttonStyles.secondarySmall} uppercase tracking-wide`;

/**
 * What a host does from here (docs/product.md, The event page): open the invitation as guests see
 * it (the unlock modal while distribution is locked), manage the guests and their invitations, view
 * and edit it in the wizard, edit the details, go back.
 */
export function EventActions({ eventId, inviteUrl, onLocked }: EventActionsProps) {
  return (
    <nav aria-label="Event actions" className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
      {inviteUrl === null ? (
        <button
          type="button"
          onClick={onLocked}
          className={`${buttonStyles.primary} col-span-2 uppercase tracking-wide sm:col-span-1`}
        >
          Open Invitation Link
        </button>
      ) : (
        <a
          href={inviteUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={`${buttonStyles.primary} col-span-2 uppercase tracking-wide sm:col-span-1`}
        >
          Open Invitation Link
        </a>
      )}
      {/* Manage Guests: the whole list, its filters, adding guests and every way of sending. */}
      <Link to="/event/$eventId/guests" params={{ eventId }} className={action}>
        Guests &amp; Invites
      </Link>
      {/* The wizard's edit mode, step 9 (docs/product.md, The creation wizards: view and edit). */}
      <Link to="/create-event" search={{ eventId, step: 9 }} className={action}>
        View &amp; Edit Invitation
      </Link>
      <Link to="/edit-event/$eventId" params={{ eventId }} className={action}>
        Edit
      </Link>
      <Link to="/dashboard" className={action}>
        Dashboard
      </Link>
    </nav>
  );
}
