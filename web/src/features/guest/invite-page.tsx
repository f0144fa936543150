import type { GuestUpdateView } from '@partyreel/shared/events/event-updates';
import type { AnswerChoice } from '@partyreel/shared/invite/answer-link';
import { guestMessages } from '@partyreel/shared/messages/guest';
import { useState } from 'react';
import { madeOnce } from '../../lib/made-once.ts';
import { useTaskAfter } from '../../lib/use-task-after.ts';
import { titleText } from '../player/details.ts';
import { InvitationStage } from '../preview/invitation-stage.tsx';
import { AnswerForm } from './answer-form.tsx';
import { comingLine } from './coming-line.ts';
import { EventFacts } from './event-facts.tsx';
import { firstPaintShown, useDropFirstPaint } from './first-paint-data.ts';
import { loadErrorMessage } from './guest-errors.ts';
import { goToGuestPage, guestHref } from './guest-location.ts';
import { GuestFailure, GuestLoading } from './guest-status.tsx';
import { HostMessage } from './host-message.tsx';
import { useDocumentTitle } from './use-document-title.ts';
import {
  currentAnswer,
  currentLinkGuest,
  type InvitationAddress,
  useInvitation,
  useRespond,
  useTrackView,
} from './use-invitation.ts';

/**
 * The guest viewer (/invite/{code}?id=…, docs/product.md, Pages): the loading screen, the
 * invitation, when and where, and the answer form; an answer leads to the end screen. The server
 * decides whether the code and id name an invitation (a personal code needs its id; the share link
 * does not). `choice` is the answer a template's answer link chose: the form opens with it ready,
 * and the guest still confirms it (opening a link never answers).
 */
export function InvitePage({
  address,
  choice,
}: {
  address: InvitationAddress;
  choice?: AnswerChoice | undefined;
}) {
  const { invitation, template } = useInvitation(address);
  const view = invitation.status === 'success' ? invitation.data : undefined;
  const track = useTrackView(address, view);
  const respond = useRespond(address, view);
  // Beneath the server's painted invitation the page is put together in two tasks, the answer
  // panel's contents in the second, and shown once whole (first-paint-data.ts).
  const [beneathFirstPaint] = useState(firstPaintShown);
  const whole = useTaskAfter(beneathFirstPaint);
  useDropFirstPaint(whole);
  const title = view ? titleText(view.customData) : null;
  useDocumentTitle(title && `${title} · PartyReel`);

  if (invitation.status === 'pending') return <GuestLoading />;
  if (invitation.status === 'error')
    return <GuestFailure message={loadErrorMessage(invitation.error)} />;
  if (!invitation.data.templateId) return <GuestFailure message={guestMessages.noTemplate} />;
  if (template.status === 'pending') return <GuestLoading />;
  if (template.status === 'error')
    return <GuestFailure message={loadErrorMessage(template.error)} />;

  const data = invitation.data.customData;
  const { palette } = template.data;
  return (
    <div
      className="relative isolate flex flex-1 flex-col"
      style={{
        background: `linear-gradient(180deg, ${palette.background}, ${palette.primary})`,
      }}
    >
      <h1 className="sr-only">{`You're invited: ${title}`}</h1>
      {/* Phones: the invitation, then the answer below it. From 768 px: the invitation fills the
          stage and the answer is a panel at its side. */}
      <div className="flex w-full flex-1 flex-col md:flex-row">
        <div className="flex min-w-0 flex-col md:flex-1 md:*:flex-1">
          <InvitationStage
            place="page"
            template={template.data}
            data={data}
            onStart={track.playing}
            onFinished={track.finished}
          />
        </div>
        <aside
          aria-label="Your answer"
          className="flex flex-col gap-4 px-4 py-6 md:w-[25rem] md:shrink-0 md:bg-cream/90 md:px-6 md:py-10 md:border-l md:border-white/70 lg:w-[28rem] lg:px-8"
        >
          <div className="rounded-[2rem] bg-white/95 p-5 shadow-xl ring-1 ring-violet-100 sm:p-6">
            <p className="font-display text-xl font-bold text-ink">{title}</p>
            <div className="mt-3">
              <EventFacts data={data} />
            </div>
          </div>
          {whole ? (
            <>
              {invitation.data.coming ? <WhosComing coming={invitation.data.coming} /> : null}
              {invitation.data.hostMessage ? (
                <HostMessage message={invitation.data.hostMessage} />
              ) : null}
              {invitation.data.updates.length > 0 ? (
                <HostUpdates updates={invitation.data.updates} />
              ) : null}
              <AnswerForm
                guestName={data.recipientName}
                current={currentAnswer(invitation.data, address.code)}
                maxPeople={invitation.data.maxPeople}
                questions={invitation.data.questions}
                linkGuest={currentLinkGuest(invitation.data, address.code)}
                choice={choice}
                onAnswer={async (answer, guest) => {
                  await respond(answer, guest);
                  goToGuestPage(guestHref(address, 'end'));
                }}
              />
            </>
          ) : null}
        </aside>
      </div>
    </div>
  );
}

/** 'Who's coming', when the host shows it: the first names of those who accepted. */
function WhosComing({ coming }: { coming: { names: string[]; others: number } }) {
  return (
    <section
      aria-label="Who’s coming"
      className="rounded-[2rem] bg-white/95 p-5 shadow-xl ring-1 ring-violet-100 sm:p-6"
    >
      <h2 className="text-sm font-bold text-ink-soft">Who’s coming</h2>
      <p className="mt-1 text-ink">{comingLine(coming.names, coming.others)}</p>
    </section>
  );
}

const postedFormat = madeOnce(
  () => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' }),
);

/** 'Updates from the host': what the host sent this guest since, newest first, with its day. */
function HostUpdates({ updates }: { updates: GuestUpdateView[] }) {
  return (
    <section
      aria-label={guestMessages.updatesTitle}
      className="rounded-[2rem] bg-white/95 p-5 shadow-xl ring-1 ring-violet-100 sm:p-6"
    >
      <h2 className="text-sm font-bold text-ink-soft">{guestMessages.updatesTitle}</h2>
      <ol className="mt-2 space-y-3">
        {updates.map((update) => (
          <li key={update.postedAt} className="border-l-4 border-party-magenta pl-3">
            <p className="text-xs font-semibold text-ink-soft">
              {postedFormat().format(new Date(update.postedAt))}
            </p>
            <p className="whitespace-pre-line break-words text-ink">{update.body}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
