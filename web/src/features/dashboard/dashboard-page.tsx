import { Link } from '@tanstack/react-router';
import { buttonStyles } from '../../ui/button-styles.ts';
import { useLiveEvents } from './use-live-events.ts';
import { YourEvents, type YourEventsProps } from './your-events.tsx';

interface DashboardPageProps extends YourEventsProps {
  displayName: string | null;
}

/** /dashboard: 'Your Events' (answers counted live), with a greeting and the way to make another. */
export function DashboardPage({ displayName, ...listed }: DashboardPageProps) {
  const events = { ...listed, events: useLiveEvents(listed.events) };
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-8 sm:py-12">
      <title>Your Events · PartyReel</title>
      <div className="mb-7 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          {displayName ? <p className="font-bold text-party-magenta">Hi, {displayName}!</p> : null}
          <h1 className="mt-1 text-4xl font-semibold text-ink sm:text-5xl">Your Events</h1>
          <p className="mt-2 text-ink-soft">Every party you're hosting, with the answers so far.</p>
        </div>
        {events.events?.length ? (
          <Link to="/create-event" className={`${buttonStyles.primary} shrink-0`}>
            <span aria-hidden="true" className="text-2xl leading-none">
              +
            </span>
            Create Event
          </Link>
        ) : null}
      </div>
      <YourEvents {...events} />
    </div>
  );
}
