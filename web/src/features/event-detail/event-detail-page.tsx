import type { EventView } from '@partyreel/shared/events/event-view';
import { eventTitleOrFallback } from '@partyreel/shared/format/fallbacks';
import type { PaymentReturn } from '@partyreel/shared/payments/payment-input';
import { useState } from 'react';
import { OwnEventGate } from '../host-event/own-event-gate.tsx';
import { ResponsesCard } from '../host-event/responses-card.tsx';
import { useUnlockOffer } from '../host-event/use-unlock-offer.tsx';
import { DuplicatePaymentNotice } from '../unlock/duplicate-payment-notice.tsx';
import { PaymentReturnDialog } from '../unlock/payment-return.tsx';
import { usePaymentReturn } from '../unlock/use-payment-return.ts';
import { UpdatesSection } from '../updates/updates-section.tsx';
import { EventActions } from './event-actions.tsx';
import { EventHeader } from './event-header.tsx';
import { LinkSharingPanel } from './link-sharing-panel.tsx';
import { PersonalInvitesPanel } from './personal-invites-panel.tsx';
import { SummaryPanel } from './summary-panel.tsx';
import { useEventCounts } from './use-event-counts.ts';

export interface EventDetailPageProps {
  eventId: string;
  /** The address's `payment`: a checkout came back here (docs/product.md, Paying). */
  payment?: PaymentReturn | undefined;
  /** Drops `payment` from the address (a replace), once the page has dealt with it. */
  clearPayment?: () => void;
}

/** /event/{eventId}: loading, not found (or not yours), failed, or the event. */
export function EventDetailPage(props: EventDetailPageProps) {
  return (
    <OwnEventGate eventId={props.eventId} loadingText="Loading your event…">
      {(event) => <EventDetail {...props} event={event} />}
    </OwnEventGate>
  );
}

function EventDetail({
  event,
  payment,
  clearPayment = () => {},
}: EventDetailPageProps & { event: EventView }) {
  // The live channel also brings the guests and the link's answers up to date (no query each).
  const counts = useEventCounts(event);
  const [tab, setTab] = useState('summary');
  const { locked, openUnlock, modal: unlockModal } = useUnlockOffer(event.id, counts.unlocked);
  // The share code arrives live with the unlock (the server hands it out only once paid for).
  const code = locked ? null : counts.link.code;
  const inviteUrl = code ? `${window.location.origin}/invite/${code}` : null;
  const title = eventTitleOrFallback(event.title);
  const paymentReturn = usePaymentReturn({
    payment,
    unlocked: counts.unlocked,
    onHandled: clearPayment,
    onCancelled: openUnlock,
  });

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8 sm:px-8 sm:py-12">
      <title>{`${title} · PartyReel`}</title>
      <section className="space-y-6 rounded-[1.75rem] bg-white p-5 shadow-lg shadow-violet-900/5 ring-1 ring-violet-100 sm:p-8">
        <EventHeader event={event} />
        <EventActions eventId={event.id} inviteUrl={inviteUrl} onLocked={openUnlock} />
      </section>
      <DuplicatePaymentNotice eventId={event.id} watch={payment === 'success'} />
      <ResponsesCard
        selected={tab}
        onSelect={setTab}
        tabs={[
          {
            id: 'summary',
            label: 'Summary',
            panel: <SummaryPanel counts={counts} event={event} />,
          },
          {
            id: 'personal',
            label: 'Personal Invites',
            panel: (
              <PersonalInvitesPanel
                eventId={event.id}
                eventTitle={event.title}
                guests={event.guests}
                locked={locked}
                onLocked={openUnlock}
              />
            ),
          },
          {
            id: 'link',
            label: 'Link Sharing',
            panel: (
              <LinkSharingPanel
                eventId={event.id}
                url={inviteUrl}
                title={title}
                counts={counts}
                onLocked={openUnlock}
              />
            ),
          },
        ]}
      />
      <UpdatesSection eventId={event.id} locked={locked} onLocked={openUnlock} />
      {unlockModal}
      <PaymentReturnDialog wait={paymentReturn.wait} onClose={paymentReturn.close} />
    </div>
  );
}
