import type { EventView } from '@partyreel/shared/events/event-view';
import { eventTitleOrFallback } from '@partyreel/shared/format/fallbacks';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { textLinkStyle } from '../../ui/button-styles.ts';
import { Loading } from '../../ui/load-state.tsx';
import { useEventCounts } from '../event-detail/use-event-counts.ts';
import { OwnEventGate } from '../host-event/own-event-gate.tsx';
import { ResponsesCard } from '../host-event/responses-card.tsx';
import { useUnlockOffer } from '../host-event/use-unlock-offer.tsx';
import type { DraftRecipient } from '../recipients/draft-recipient.ts';
import { GuestListTab } from './guest-list-tab.tsx';
import { SendShareTab } from './send-share-tab.tsx';

/**
 * Add Guests (the wizard's guest editor: CSV import, contacts, the recipients' schema and Zod)
 * loads when the host first opens its tab: the Guest List, open first, does not wait for it.
 */
const AddGuestsTab = lazy(() =>
  import('./add-guests-tab.tsx').then(({ AddGuestsTab }) => ({ default: AddGuestsTab })),
);

export interface ManageGuestsPageProps {
  eventId: string;
}

/** /event/{eventId}/guests: loading, not found (or not yours), failed, or the event's guests. */
export function ManageGuestsPage({ eventId }: ManageGuestsPageProps) {
  return (
    <OwnEventGate eventId={eventId} loadingText="Loading your guests…">
      {(event) => <ManageGuests event={event} />}
    </OwnEventGate>
  );
}

/**
 * Manage Guests (docs/product.md, Manage Guests): the event's title and the way back, then Guest
 * List, Add Guests and Send & Share. It follows the event live: each events.live message brings
 * the counts and the guests that changed, patched into the guest lists already read.
 */
function ManageGuests({ event }: { event: EventView }) {
  const counts = useEventCounts(event);
  const [tab, setTab] = useState('list');
  const [newGuests, setNewGuests] = useState<DraftRecipient[]>([]);
  const { locked, openUnlock, modal: unlockModal } = useUnlockOffer(event.id, counts.unlocked);
  const title = eventTitleOrFallback(event.title);

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8 sm:px-8 sm:py-12">
      <title>{`Guests · ${title} · PartyReel`}</title>
      <header className="space-y-2">
        <Link to="/event/$eventId" params={{ eventId: event.id }} className={textLinkStyle}>
          <span aria-hidden="true">← </span>Back to event
        </Link>
        <h1 className="font-display text-3xl font-semibold break-words text-ink sm:text-4xl">
          {title}
        </h1>
        <p className="text-ink-soft">Manage your guests, add more, and send their invitations.</p>
      </header>
      <ResponsesCard
        label="Manage guests"
        id="manage-guests"
        selected={tab}
        onSelect={setTab}
        tabs={[
          {
            id: 'list',
            label: 'Guest List',
            panel: (
              <GuestListTab event={event} counts={counts} locked={locked} onLocked={openUnlock} />
            ),
          },
          {
            id: 'add',
            label: 'Add Guests',
            panel: (
              <Suspense fallback={<Loading label="Loading…" className="py-12" />}>
                <AddGuestsTab
                  eventId={event.id}
                  guestCount={counts.invited}
                  guests={newGuests}
                  onChange={setNewGuests}
                  onSaved={() => setTab('send')}
                />
              </Suspense>
            ),
          },
          {
            id: 'send',
            label: 'Send & Share',
            panel: <SendShareTab event={event} counts={counts} onLocked={openUnlock} />,
          },
        ]}
      />
      {unlockModal}
    </div>
  );
}
