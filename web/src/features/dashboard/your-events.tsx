import { messages } from '@partyreel/shared/messages';
import type { ReactNode } from 'react';
import { LoadFailed, Loading, PlaceholderRows } from '../../ui/load-state.tsx';
import type { DashboardEvent } from './dashboard-event.ts';
import { EventCards } from './event-cards.tsx';
import { EventsEmpty } from './events-empty.tsx';
import { EventsTable } from './events-table.tsx';

export interface YourEventsProps {
  events: DashboardEvent[] | undefined;
  status: 'pending' | 'error' | 'success';
  retry: () => void;
  retrying: boolean;
}

/** The events card: loading, failed, empty, or the list (a table on wide screens, cards on phones). */
export function YourEvents({ events, status, retry, retrying }: YourEventsProps) {
  let body: ReactNode;
  if (status === 'error' && !events) {
    body = (
      <LoadFailed
        message={messages.events.loadFailed}
        retry={retry}
        retrying={retrying}
        className="px-6 py-14 sm:py-16"
      />
    );
  } else if (!events) {
    body = (
      <Loading
        label="Loading your events…"
        className="space-y-3 p-5 sm:p-6"
        placeholder={<PlaceholderRows />}
      />
    );
  } else if (events.length === 0) body = <EventsEmpty />;
  else {
    body = (
      <>
        <div className="hidden md:block">
          <EventsTable events={events} />
        </div>
        <div className="md:hidden">
          <EventCards events={events} />
        </div>
      </>
    );
  }
  return (
    <div className="overflow-hidden rounded-[1.75rem] bg-white shadow-lg shadow-violet-900/5 ring-1 ring-violet-100">
      {body}
    </div>
  );
}
