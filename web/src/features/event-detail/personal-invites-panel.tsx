import type { GuestView } from '@partyreel/shared/events/event-view';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { buttonStyles, textLinkStyle } from '../../ui/button-styles.ts';
import { FixAddressDialog, type FixAddressGuest } from '../host-event/fix-address-dialog.tsx';
import { GuestHeadRow, GuestRow } from '../host-event/guest-row.tsx';
import { sentLabel } from '../host-event/invite-status.ts';
import { ResendConfirm } from '../host-event/resend-confirm.tsx';
import { TextByHandAction } from '../host-event/text-by-hand-action.tsx';
import { useResend } from '../host-event/use-resend.ts';

/** A guest with a phone and no e-mail: invited by a text from the host's own phone. */
const isPhoneOnly = (guest: GuestView) => !guest.email?.trim() && Boolean(guest.phone?.trim());

/** The wizard's send step (create-event step 12), where SEND NEW goes in edit mode. */
export const SEND_STEP = 12;

export interface PersonalInvitesPanelProps {
  eventId: string;
  /** The event's title, for the text a host sends by hand. */
  eventTitle: string;
  /**
   * The event's guests as events.byId sends them, one per person (duplicates merged as in Manage
   * Guests); the page reads them again on each live notice.
   */
  guests: readonly GuestView[];
  /** Distribution is locked: Resend offers the unlock instead of asking the server. */
  locked: boolean;
  onLocked: () => void;
}

/**
 * Personal Invites (docs/product.md, The event page): each guest with their status (Pending, Sent,
 * Opened, Watching, Accepted, Declined, Failed with its reason; and what the provider reported:
 * Delivered, Delayed, Bounced with the address, Complained — docs/decisions/033), head count, when
 * their e-mail went out and Resend, with 'Fix address' on a guest whose e-mail bounced or failed;
 * a phone-only guest has 'Text from my phone' in Resend's place (docs/decisions/067). SEND NEW
 * goes to the wizard's send step for the event, and 'See all guests' to Manage Guests. It
 * follows the guests live: the page reads them again whenever the event's counts move.
 */
export function PersonalInvitesPanel({
  eventId,
  eventTitle,
  guests,
  locked,
  onLocked,
}: PersonalInvitesPanelProps) {
  const resend = useResend(eventId);
  const [fixing, setFixing] = useState<FixAddressGuest | null>(null);
  /** What 'Text from my phone' needs besides its guest. */
  const byHand = { eventId, eventTitle, locked, onLocked };
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-ink-soft">
          {guests.length === 1 ? '1 guest' : `${guests.length} guests`} invited personally ·{' '}
          <Link to="/event/$eventId/guests" params={{ eventId }} className={textLinkStyle}>
            See all guests
          </Link>
        </p>
        <Link
          to="/create-event"
          search={{ eventId, step: SEND_STEP }}
          className={`${buttonStyles.primarySmall} uppercase tracking-wide`}
        >
          Send New
        </Link>
      </div>
      {guests.length === 0 ? (
        <p className="rounded-3xl bg-violet-50 p-5 text-center font-semibold text-ink-soft">
          No guests yet. Add guests in the wizard, then send them their invitations.
        </p>
      ) : (
        <div className="-mx-4 overflow-x-auto sm:mx-0">
          <table className="w-full min-w-[22rem] text-left text-sm sm:text-base">
            <caption className="sr-only">Personal invitations</caption>
            <thead className="text-xs uppercase tracking-wide text-ink-soft">
              <GuestHeadRow layout="panel" detail="Sent" />
            </thead>
            <tbody className="divide-y divide-violet-100">
              {guests.map((guest) => (
                <GuestRow
                  key={guest.id}
                  layout="panel"
                  guest={guest}
                  contact={guest.email ?? guest.phone ?? ''}
                  detail={sentLabel(guest)}
                  actions={{
                    sending: resend.pendingIds.includes(guest.id),
                    onResend: () => (locked ? onLocked() : resend.send([guest])),
                    onFixAddress: () => setFixing(guest),
                    instead: isPhoneOnly(guest) ? (
                      <TextByHandAction guest={guest} {...byHand} />
                    ) : undefined,
                  }}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ResendConfirm resend={resend} />
      <FixAddressDialog eventId={eventId} guest={fixing} onClose={() => setFixing(null)} />
    </div>
  );
}
