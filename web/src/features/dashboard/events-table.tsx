import { Link } from '@tanstack/react-router';
import type { DashboardEvent } from './dashboard-event.ts';
import { formatEventDate, formatStartTime } from './event-date.ts';
import { ResponseCount } from './response-count.tsx';

/** The columns' headings, and how their cells line up. */
const COLUMNS = [
  ['Event Name', 'text-left'],
  ['Date', 'text-left'],
  ['Accepted', 'text-center'],
  ['Maybe', 'text-center'],
  ['Declined', 'text-center'],
] as const;

/**
 * 'Your Events' from 768 px up. Each row is one link (the event's name, stretched over the whole
 * row), so a click anywhere on the row, Enter on the focused name, or a middle click all open it.
 */
export function EventsTable({ events }: { events: DashboardEvent[] }) {
  return (
    <table className="w-full border-separate border-spacing-0 text-left">
      <caption className="sr-only">Your events</caption>
      <thead>
        <tr className="text-sm font-bold uppercase tracking-wider text-ink-soft">
          {COLUMNS.map(([name, align]) => (
            <th key={name} scope="col" className={`border-b border-violet-100 px-6 py-4 ${align}`}>
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {events.map((event) => {
          const time = formatStartTime(event.startTime);
          return (
            <tr
              key={event.id}
              className="group relative transition-colors hover:bg-violet-50/70 has-[a:focus-visible]:bg-violet-50"
            >
              <th scope="row" className="border-b border-violet-50 px-6 py-4 font-bold">
                <Link
                  to="/event/$eventId"
                  params={{ eventId: event.id }}
                  className="rounded-md text-ink outline-offset-4 after:absolute after:inset-0 group-hover:text-party-magenta"
                >
                  {event.title || 'Untitled Event'}
                </Link>
              </th>
              <td className="whitespace-nowrap border-b border-violet-50 px-6 py-4 text-ink-soft">
                {formatEventDate(event.eventDate)}
                {time && event.eventDate ? (
                  <span className="block text-sm text-ink-soft/80">{time}</span>
                ) : null}
              </td>
              <td className="border-b border-violet-50 px-6 py-4 text-center">
                <ResponseCount kind="accepted" count={event.accepted} />
              </td>
              <td className="border-b border-violet-50 px-6 py-4 text-center">
                <ResponseCount kind="maybe" count={event.maybe} />
              </td>
              <td className="border-b border-violet-50 px-6 py-4 text-center">
                <ResponseCount kind="declined" count={event.declined} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
