import type { ReactNode } from 'react';
import type { DashboardEvent } from './dashboard-event.ts';
import { EventCards } from './event-cards.tsx';
import { EventsEmpty } from './events-empty.tsx';
import { EventsError } from './events-error.tsx';
import { EventsLoading } from './events-loading.tsx';
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
  if (status === 'error' && !events) body = <EventsError retry={retry} retrying={retrying} />;
  else if (!events) body = <EventsLoading />;
  else if (events.length === 0) body = <EventsEmpty />;
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
