import { Link } from '@tanstack/react-router';
import { PriceLine } from '../unlock/price-line.tsx';
import { CreateEventButton } from './create-event-button.tsx';
import { createEventHref, templateSearchHref } from './creation-links.ts';
import { FeaturedShortcuts } from './featured-shortcuts.tsx';
import { InvitationPreviewCard } from './invitation-preview-card.tsx';
import { LandingSearch } from './landing-search.tsx';
import { StartFailedBanner } from './start-failed-banner.tsx';
import { type StartEventActions, useStartEvent } from './use-start-event.ts';

const SEARCH = 'search';
const CREATE = 'create';

/**
 * The landing page's opening: what PartyReel is, a template search, the featured shortcuts, the way
 * to start an event from scratch (its one loud button) with what it costs, and a quiet link to the
 * waitlist: the page leads with making an invitation (docs/product.md, Landing page).
 */
export function LandingHero(actions: StartEventActions) {
  const { start, starting, failed, dismiss } = useStartEvent(actions);
  return (
    <section className="bg-party-confetti relative overflow-hidden">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-5 pt-12 pb-16 sm:px-8 md:grid-cols-[1.15fr_1fr] md:pt-20 md:pb-24">
        <div className="min-w-0 text-white">
          <p className="inline-flex rounded-full bg-white/20 px-4 py-1 text-sm font-bold uppercase tracking-wider backdrop-blur">
            Animated video invitations
          </p>
          <h1 className="mt-5 text-5xl font-semibold leading-[1.05] sm:text-6xl lg:text-7xl">
            Invitations that get the party started
          </h1>
          <p className="mt-5 max-w-xl text-lg text-white/90 sm:text-xl">
            Pick a template, add your photo, a short video and a song, and send an animated
            invitation by email or a link. Guests tap to RSVP — and you watch the answers roll in
            live.
          </p>
          <div className="mt-8 max-w-xl space-y-4">
            <LandingSearch
              onSearch={(term) => void start(templateSearchHref(term), SEARCH)}
              busy={starting === SEARCH}
            />
            <FeaturedShortcuts
              onChoose={(search) => void start(templateSearchHref(search), search)}
              busySearch={starting}
            />
          </div>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
            <CreateEventButton
              onClick={() => void start(createEventHref, CREATE)}
              busy={starting === CREATE}
            />
          </div>
          <PriceLine className="mt-3 font-semibold text-white" />
          {failed ? (
            <div className="mt-4 max-w-xl">
              <StartFailedBanner onDismiss={dismiss} />
            </div>
          ) : null}
          <p className="mt-4 text-white/90">
            Planning ahead?{' '}
            <Link
              to="/waitlist"
              className="font-semibold text-white underline underline-offset-4 focus-visible:outline-white"
            >
              Join the Waitlist
            </Link>{' '}
            for news of new templates.
          </p>
        </div>
        <InvitationPreviewCard />
      </div>
    </section>
  );
}
