import type { EventView } from '@partyreel/shared/events/event-view';
import { messages } from '@partyreel/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { readServerError } from '../../lib/server-error.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { BusyButton } from '../../ui/busy-button.tsx';
import { buttonStyles } from '../../ui/button-styles.ts';
import { Loading } from '../../ui/load-state.tsx';

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
          <BusyButton busy={retrying} onClick={retry} className={buttonStyles.secondary}>
            Try again
          </BusyButton>
        ) : null}
      </div>
    </section>
  );
}
