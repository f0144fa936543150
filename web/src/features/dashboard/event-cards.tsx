import { Link } from '@tanstack/react-router';
import { Icon } from '../../ui/icon.tsx';
import type { DashboardEvent } from './dashboard-event.ts';
import { formatEventDate, formatStartTime } from './event-date.ts';
import { ResponseCount } from './response-count.tsx';

/** 'Your Events' below 768 px: one tappable card per event, the table's columns stacked. */
export function EventCards({ events }: { events: DashboardEvent[] }) {
  return (
    <ul className="divide-y divide-violet-100">
      {events.map((event) => {
        const time = formatStartTime(event.startTime);
        return (
          <li key={event.id}>
            <Link
              to="/event/$eventId"
              params={{ eventId: event.id }}
              className="flex items-center gap-4 px-5 py-4 outline-offset-[-3px] active:bg-violet-50"
            >
              <span className="min-w-0 flex-1">
                <span className="block truncate font-display text-lg font-semibold text-ink">
                  {event.title || 'Untitled Event'}
                </span>
                <span className="block text-sm text-ink-soft">
                  {formatEventDate(event.eventDate)}
                  {time && event.eventDate ? ` · ${time}` : ''}
                </span>
                <span className="mt-2 flex flex-wrap gap-2 text-sm">
                  <span className="flex items-center gap-1.5">
                    <ResponseCount kind="accepted" count={event.accepted} />
                    <span className="text-ink-soft">Accepted</span>
                  </span>
                  <span className="flex items-center gap-1.5">
                    <ResponseCount kind="maybe" count={event.maybe} />
                    <span className="text-ink-soft">Maybe</span>
                  </span>
                  <span className="flex items-center gap-1.5">
                    <ResponseCount kind="declined" count={event.declined} />
                    <span className="text-ink-soft">Declined</span>
                  </span>
                </span>
              </span>
              <Icon className="size-5 shrink-0 text-ink-soft/60" viewBox="0 0 20 20">
                <path d="M7.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4l4.3-4.3-4.3-4.3a1 1 0 0 1 0-1.4Z" />
              </Icon>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
