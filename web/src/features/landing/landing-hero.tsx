import { Link } from '@tanstack/react-router';
import { CreateEventButton, type CreateEventButtonProps } from './create-event-button.tsx';
import { InvitationPreviewCard } from './invitation-preview-card.tsx';

/** The landing page's opening: what PartyReel is, the way to start an event, and the waitlist. */
export function LandingHero({ startEvent }: CreateEventButtonProps) {
  return (
    <section className="bg-party-confetti relative overflow-hidden">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-5 pt-14 pb-20 sm:px-8 md:grid-cols-[1.15fr_1fr] md:pt-20 md:pb-28">
        <div className="text-white">
          <p className="inline-flex rounded-full bg-white/20 px-4 py-1 text-sm font-bold uppercase tracking-wider backdrop-blur">
            Video invitations · coming soon
          </p>
          <h1 className="mt-5 text-5xl font-semibold leading-[1.05] sm:text-6xl lg:text-7xl">
            Invitations that get the party started
          </h1>
          <p className="mt-5 max-w-xl text-lg text-white/90 sm:text-xl">
            Pick a template, add your photo, a short video and a song, and send an animated
            invitation by email or a link. Guests tap to RSVP — and you watch the answers roll in
            live.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-start">
            <Link
              to="/waitlist"
              className="inline-flex min-h-14 items-center justify-center rounded-full bg-white px-8 focus-visible:outline-white font-display text-xl font-semibold text-party-magenta shadow-xl shadow-violet-950/25 transition hover:-translate-y-0.5 hover:shadow-2xl"
            >
              Join the Waitlist
            </Link>
            <CreateEventButton startEvent={startEvent} />
          </div>
          <p className="mt-4 font-semibold text-white/90">
            Join the waitlist and get <span className="text-party-sun">100% off</span> on launch
            day.
          </p>
        </div>
        <InvitationPreviewCard />
      </div>
    </section>
  );
}
