import { messages } from '@partyreel/shared/messages';
import { Link } from '@tanstack/react-router';
import { buttonStyles } from '../../ui/button-styles.ts';
import { Icon } from '../../ui/icon.tsx';

/** No events yet: say so, and point at the way to make the first one. */
export function EventsEmpty() {
  return (
    <div className="px-6 py-14 text-center sm:py-20">
      <span
        aria-hidden="true"
        className="mx-auto grid size-20 place-items-center rounded-[1.75rem] bg-gradient-to-br from-fuchsia-100 to-amber-100 text-party-magenta"
      >
        <Icon className="size-10" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
          <path d="M4 20 9.5 6.5 17.5 14.5Z" />
          <path d="M14 4.5c.8.8 1 2 .4 3M19.5 10c-1-.7-2.2-.7-3 0M17 3v1.5M21 7h-1.5M20 3.5l-1 1" />
        </Icon>
      </span>
      <p className="mt-5 font-display text-2xl font-semibold text-ink">{messages.events.empty}</p>
      <p className="mx-auto mt-2 max-w-sm text-ink-soft">
        Pick a template, add your party's details, and send an invitation your guests will love.
      </p>
      <Link to="/create-event" className={`${buttonStyles.primary} mt-7 uppercase tracking-wide`}>
        Create Your First Event
      </Link>
    </div>
  );
}
