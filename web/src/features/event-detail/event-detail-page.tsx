import type { EventView } from '@partyreel/shared/events/event-view';
import { eventTitleOrFallback } from '@partyreel/shared/format/fallbacks';
import { messages } from '@partyreel/shared/messages';
import type { PaymentReturn } from '@partyreel/shared/payments/payment-input';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { readServerError } from '../../lib/server-error.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { buttonStyles } from '../../ui/button-styles.ts';
import { Loading } from '../../ui/load-state.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { DuplicatePaymentNotice } from '../unlock/duplicate-payment-notice.tsx';
import { useOpenUnlockEvent } from '../unlock/open-unlock-event.ts';
import { PaymentReturnDialog } from '../unlock/payment-return.tsx';
import { UnlockModal } from '../unlock/unlock-modal.tsx';
import { usePaymentReturn } from '../unlock/use-payment-return.ts';
import { EventActions } from './event-actions.tsx';
import { EventHeader } from './event-header.tsx';
import { LinkSharingPanel } from './link-sharing-panel.tsx';
import { PersonalInvitesPanel } from './personal-invites-panel.tsx';
import { ResponsesCard } from './responses-card.tsx';
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

/**
 * The host's own event from events.byId, or what stands in for it: a spinner while it loads, 'Event
 * not found' (missing and someone else's look the same) with the way back, or a failure with a
 * retry. The event page and Manage Guests both stand on it.
 */
export function OwnEventGate({
  eventId,
  loadingText,
  children,
}: {
  eventId: string;
  loadingText: string;
  children: (event: EventView) => ReactNode;
}) {
  const trpc = useTRPC();
  const query = useQuery(trpc.events.byId.queryOptions({ eventId }));
  if (query.isPending) {
    return <Loading label={loadingText} className="flex-1 py-24" />;
  }
  if (query.isError) {
    const notFound = readServerError(query.error)?.code === 'NOT_FOUND';
    return (
      <EventUnavailable
        message={notFound ? messages.eventDetail.notFound : messages.eventDetail.loadFailed}
        retry={notFound ? undefined : () => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return children(query.data);
}

function EventDetail({
  event,
  payment,
  clearPayment = () => {},
}: EventDetailPageProps & { event: EventView }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // Each live notice may be a new or changed answer through the link: its list is read again.
  const counts = useEventCounts(event, {
    onNotice: () =>
      void queryClient.invalidateQueries({
        queryKey: trpc.events.linkAnswers.queryKey({ eventId: event.id }),
      }),
  });
  const [unlockOpen, setUnlockOpen] = useState(false);
  const [tab, setTab] = useState('summary');
  const openUnlock = () => setUnlockOpen(true);
  useOpenUnlockEvent(event.id, openUnlock);
  const locked = !counts.unlocked;
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
          { id: 'summary', label: 'Summary', panel: <SummaryPanel counts={counts} /> },
          {
            id: 'personal',
            label: 'Personal Invites',
            panel: (
              <PersonalInvitesPanel
                eventId={event.id}
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
      <UnlockModal
        // An unlock that arrives live (a payment in another tab) ends the offer.
        open={unlockOpen && locked}
        onClose={() => setUnlockOpen(false)}
        eventId={event.id}
        from="event"
      />
      <PaymentReturnDialog wait={paymentReturn.wait} onClose={paymentReturn.close} />
    </div>
  );
}

/** The event could not be shown: not found (or not yours), or it failed to load (Try again). */
function EventUnavailable({
  message,
  retry,
  retrying,
}: {
  message: string;
  retry: (() => void) | undefined;
  retrying: boolean;
}) {
  return (
    <section className="mx-auto w-full max-w-xl px-5 py-20 text-center">
      <title>{`${message} · PartyReel`}</title>
      <div role="alert">
        <h1 className="text-3xl font-semibold text-ink sm:text-4xl">{message}</h1>
      </div>
      <p className="mt-3 text-lg text-ink-soft">
        {retry
          ? 'Something got in the way. Try again in a moment.'
          : 'It may have been deleted, or it belongs to another account.'}
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to="/dashboard" className={buttonStyles.primary}>
          Back to dashboard
        </Link>
        {retry ? (
          <button
            type="button"
            onClick={retry}
            disabled={retrying}
            aria-busy={retrying}
            className={buttonStyles.secondary}
          >
            {retrying ? <Spinner /> : null}
            Try again
          </button>
        ) : null}
      </div>
    </section>
  );
}
