import { mapUrl } from '@partyreel/shared/calendar/calendar-links';
import type { AnswerStatus } from '@partyreel/shared/events/event-view';
import { guestMessages } from '@partyreel/shared/messages/guest';
import { useEffect } from 'react';
import { buttonStyles } from '../../ui/button-styles.ts';
import { Icon } from '../../ui/icon.tsx';
import { titleText } from '../player/details.ts';
import { AddToCalendar } from './add-to-calendar.tsx';
import { EventFacts } from './event-facts.tsx';
import { loadErrorMessage } from './guest-errors.ts';
import { GuestLink } from './guest-link.tsx';
import { goToGuestPage, guestHref } from './guest-location.ts';
import { GuestFailure, GuestLoading } from './guest-status.tsx';
import { useDocumentTitle } from './use-document-title.ts';
import { currentAnswer, type InvitationAddress, useInvitation } from './use-invitation.ts';

/**
 * The end screen (/invite/{code}/end, docs/product.md, Pages): 'See you there!' with the calendar
 * and the map after an accept, 'Hope you can make it!' with the same after a Maybe, 'Maybe next
 * time!' after a decline, and a way back to change the answer. With no answer yet there is nothing to end: the guest is taken to the invitation
 * (docs/decisions/011-guest-end-screen-and-recipients.md).
 */
export function EndPage({ address }: { address: InvitationAddress }) {
  const { invitation } = useInvitation(address);
  const view = invitation.status === 'success' ? invitation.data : undefined;
  const answer = view ? currentAnswer(view, address.code) : null;
  const unanswered = view !== undefined && !answer;
  const inviteHref = guestHref(address, 'invite');
  useEffect(() => {
    if (unanswered) goToGuestPage(inviteHref, { replace: true });
  }, [unanswered, inviteHref]);

  const response = answer?.response ?? 'declined';
  const heading = response === 'waitlisted' ? guestMessages.waitlistBadge : guestMessages[response];
  // The details, the calendar and the map are for whoever may come.
  const coming = response === 'accepted' || response === 'maybe';
  useDocumentTitle(view && answer ? `${heading} · ${titleText(view.customData)}` : null);

  if (invitation.status === 'pending') return <GuestLoading />;
  if (invitation.status === 'error')
    return <GuestFailure message={loadErrorMessage(invitation.error)} />;
  if (!view || !answer) return <GuestLoading />;

  const map = mapUrl(view.calendar.location);
  const data = view.customData;
  const title = titleText(data);
  const pageUrl = `${window.location.origin}${inviteHref}`;
  return (
    <div className="bg-party-confetti flex flex-1 flex-col items-center px-4 py-10 sm:py-16">
      <section
        aria-labelledby="guest-end-title"
        className="animate-pop-in w-full max-w-lg space-y-6 rounded-[2rem] bg-white p-6 text-center shadow-2xl sm:p-8"
      >
        <div>
          <AnswerBadge response={response} />
          <h1 id="guest-end-title" className="mt-3 font-display text-4xl font-bold text-ink">
            {heading}
          </h1>
          <p className="mt-2 text-lg text-ink-soft">
            {endLine(response, title, answer.peopleCount)}
          </p>
        </div>

        {coming ? (
          <>
            <div className="rounded-3xl bg-violet-50 p-4">
              <EventFacts data={data} />
            </div>
            <AddToCalendar
              calendar={view.calendar}
              uid={`${view.invitationId}@partyreel`}
              pageUrl={pageUrl}
            />
            {map ? (
              <a
                href={map}
                target="_blank"
                rel="noopener noreferrer"
                className={`${buttonStyles.secondary} w-full`}
              >
                Open map
                <span className="sr-only"> (Google Maps, new tab)</span>
              </a>
            ) : null}
          </>
        ) : null}

        <GuestLink
          href={inviteHref}
          className="inline-block font-bold text-party-magenta underline decoration-2 underline-offset-2 hover:text-party-plum"
        >
          Change my answer
        </GuestLink>
      </section>
    </div>
  );
}

/** The line under the heading: who is coming, who might, or thanks for saying. */
function endLine(response: AnswerStatus, title: string, people: number): string {
  if (response === 'declined') return `Thanks for letting the host of ${title} know.`;
  if (response === 'waitlisted') return guestMessages.waitlisted;
  if (response === 'maybe')
    return people > 1
      ? `The host knows you might come to ${title} with ${people} people in total.`
      : `The host knows you might come to ${title}.`;
  return people > 1
    ? `You're coming to ${title} with ${people} people in total.`
    : `You're coming to ${title}.`;
}

/** A party popper after an accept, a question mark after a Maybe, a heart after a decline. */
function AnswerBadge({ response }: { response: AnswerStatus }) {
  return (
    <span className="bg-party mx-auto grid size-20 place-items-center rounded-full text-white shadow-lg shadow-fuchsia-500/30">
      <Icon className="size-10" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        {response === 'accepted' ? (
          <>
            <path d="M4 20 9 7l8 8Z" />
            <path d="M14 4.5c.5 1.5 0 3-1.5 3.5M19.5 10c-1.5-.5-3 0-3.5 1.5M17 3v2M21 7h-2M20 4l-1.5 1.5" />
          </>
        ) : response === 'maybe' || response === 'waitlisted' ? (
          <path d="M9 9a3 3 0 1 1 4.2 2.8c-.7.3-1.2 1-1.2 1.8v.9M12 18h.01" />
        ) : (
          <path d="M12 20s-7.5-4.6-7.5-10A4.2 4.2 0 0 1 12 7.6 4.2 4.2 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10Z" />
        )}
      </Icon>
    </span>
  );
}
