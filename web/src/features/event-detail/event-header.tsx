import type { EventView } from '@partyreel/shared/events/event-view';
import { eventTitleOrFallback } from '@partyreel/shared/format/fallbacks';
import { messages } from '@partyreel/shared/messages';
import type { ReactNode } from 'react';
import { Icon } from '../../ui/icon.tsx';
import { eventWhen } from './event-when.ts';

/** The event's title, day and hours, place and description. Everything is text, never HTML. */
export function EventHeader({ event }: { event: EventView }) {
  const when = eventWhen(event);
  return (
    <div>
      <h1 className="break-words text-4xl font-semibold text-ink sm:text-5xl">
        {eventTitleOrFallback(event.title)}
      </h1>
      <ul className="mt-4 space-y-2 text-lg text-ink-soft">
        <Detail icon={<CalendarIcon />} label="When">
          {when.date}
          {when.time ? (
            <span className="block text-base sm:inline">
              <span aria-hidden="true" className="hidden sm:inline">
                {' · '}
              </span>
              {when.time}
            </span>
          ) : null}
        </Detail>
        <Detail icon={<PinIcon />} label="Where">
          {event.location?.trim() || messages.eventDetail.noLocation}
        </Detail>
        {event.nextReminderAt ? (
          <Detail icon={<BellIcon />} label="Reminders">
            Next reminder {nextReminderText(event.nextReminderAt, event.timeZone)}
          </Detail>
        ) : null}
      </ul>
      {event.description?.trim() ? (
        <p className="mt-4 whitespace-pre-line break-words text-ink">{event.description}</p>
      ) : null}
    </div>
  );
}

/** 'Sat, Mar 7, 2:00 PM GMT+5:45': when the next reminder goes out, in the event's own zone. */
export function nextReminderText(at: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(at));
}

function BellIcon() {
  return (
    <Icon viewBox="0 0 20 20" className="size-5">
      <path d="M10 2a5 5 0 0 0-5 5v2.6l-1.3 2.6A1 1 0 0 0 4.6 14h10.8a1 1 0 0 0 .9-1.8L15 9.6V7a5 5 0 0 0-5-5Zm-2 13a2 2 0 0 0 4 0H8Z" />
    </Icon>
  );
}

function Detail({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <li className="flex items-start gap-3">
      <span className="mt-1 text-party-magenta">{icon}</span>
      <span className="min-w-0 break-words">
        <span className="sr-only">{label}: </span>
        {children}
      </span>
    </li>
  );
}

function CalendarIcon() {
  return (
    <Icon viewBox="0 0 20 20" className="size-5">
      <path d="M6 1.5a1 1 0 0 1 1 1V3h6v-.5a1 1 0 1 1 2 0V3h.5A2.5 2.5 0 0 1 18 5.5v10a2.5 2.5 0 0 1-2.5 2.5h-11A2.5 2.5 0 0 1 2 15.5v-10A2.5 2.5 0 0 1 4.5 3H5v-.5a1 1 0 0 1 1-1ZM4 8v7.5c0 .3.2.5.5.5h11c.3 0 .5-.2.5-.5V8H4Z" />
    </Icon>
  );
}

function PinIcon() {
  return (
    <Icon viewBox="0 0 20 20" className="size-5">
      <path d="M10 1.5a6.5 6.5 0 0 0-6.5 6.5c0 4.6 5.6 9.7 5.8 9.9a1 1 0 0 0 1.4 0c.2-.2 5.8-5.3 5.8-9.9A6.5 6.5 0 0 0 10 1.5Zm0 9a2.5 2.5 0 1 1 0-5 2.5 2.5 0 0 1 0 5Z" />
    </Icon>
  );
}
