import type { AnswerStatus } from '@partyreel/shared/events/event-view';
import { eventTitleOrFallback, hostNameOrFallback } from '@partyreel/shared/format/fallbacks';
import { guestMessages } from '@partyreel/shared/messages/guest';
import { Text } from '@react-email/components';
import { guestMessagesOf, guestSlots } from '../mail-slots.ts';
import { EventDetails, type GuestMailEvent, LinkSpelledOut, oneLine } from './guest-mail-parts.tsx';
import { ActionButton, Layout, paragraph, smallPrint } from './layout.tsx';

export const CONFIRMATION_KIND = 'confirmation';

/** The answer a confirmation confirms, as it stands when it goes out. */
export interface ConfirmedAnswer {
  response: AnswerStatus;
  peopleCount: number;
  note: string | null;
}

export interface ConfirmationCommon {
  hostName: string | null;
  event: GuestMailEvent;
  answer: ConfirmedAnswer;
  /** A calendar file goes with it (an accepted or maybe answer to a party with a date). */
  withCalendar: boolean;
}

const people = (n: number) => (n === 1 ? '1 person' : `${n} people`);

/** 'Accepted · 3 people', 'On the waitlist · 2 people', 'Declined'. */
export function answerLine(answer: ConfirmedAnswer): string {
  if (answer.response === 'declined') return 'Declined';
  const word =
    answer.response === 'accepted'
      ? 'Accepted'
      : answer.response === 'maybe'
        ? 'Maybe'
        : guestMessages.waitlistBadge;
  return `${word} · ${people(answer.peopleCount)}`;
}

/** The subject: what the guest said, about which party. */
export function confirmationSubject(event: GuestMailEvent, answer: ConfirmedAnswer): string {
  const title = eventTitleOrFallback(event.title);
  switch (answer.response) {
    case 'accepted':
      return oneLine(`You’re coming to ${title}`);
    case 'maybe':
      return oneLine(`You said maybe to ${title}`);
    case 'waitlisted':
      return oneLine(`You’re on the waitlist for ${title}`);
    case 'declined':
      return oneLine(`You can’t make it to ${title}`);
  }
}

export function ConfirmationEmail(
  props: ConfirmationCommon & { greeting: string; inviteUrl: string; unsubscribeUrl: string },
) {
  const host = hostNameOrFallback(props.hostName);
  const title = eventTitleOrFallback(props.event.title);
  const { answer } = props;
  return (
    <Layout
      preview={`Your answer: ${answerLine(answer)}`}
      heading={confirmationSubject(props.event, answer)}
      footer={`You received this because you answered ${host}’s invitation to ${title} on PartyReel.`}
      unsubscribeUrl={props.unsubscribeUrl}
    >
      <Text style={paragraph} className="pr-ink">
        {props.greeting}
      </Text>
      <Text style={paragraph} className="pr-ink">
        {host} has your answer to <strong>{title}</strong>: <strong>{answerLine(answer)}</strong>.
      </Text>
      {answer.response === 'waitlisted' ? (
        <Text style={paragraph} className="pr-ink">
          {guestMessages.waitlisted}
        </Text>
      ) : null}
      {answer.note ? (
        <Text style={paragraph} className="pr-ink">
          Your note to {host}: “{answer.note}”
        </Text>
      ) : null}
      <EventDetails event={props.event} />
      {props.withCalendar ? (
        <Text style={smallPrint} className="pr-muted">
          The attached calendar file adds the party to your calendar.
        </Text>
      ) : null}
      <ActionButton href={props.inviteUrl}>Change my answer</ActionButton>
      <LinkSpelledOut url={props.inviteUrl} />
    </Layout>
  );
}

/** Renders one guest's confirmation (its slots filled for them), headers included. */
export async function confirmationMessages(common: ConfirmationCommon) {
  return guestMessagesOf(
    CONFIRMATION_KIND,
    confirmationSubject(common.event, common.answer),
    <ConfirmationEmail {...common} {...guestSlots} />,
  );
}
