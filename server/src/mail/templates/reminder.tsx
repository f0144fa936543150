import { eventTitleOrFallback, hostNameOrFallback } from '@partyreel/shared/format/fallbacks';
import { Text } from '@react-email/components';
import { guestMessagesOf, guestSlots } from '../mail-slots.ts';
import {
  EventDetails,
  type GuestMailEvent,
  LinkSpelledOut,
  oneLine,
  Poster,
} from './guest-mail-parts.tsx';
import { ActionButton, Layout, paragraph } from './layout.tsx';

export const REMINDER_KIND = 'reminder';

/** What every guest reminded at once shares. */
export interface ReminderCommon {
  /** no-response: to guests who have not answered; all: to every guest. */
  audience: 'no-response' | 'all';
  hostName: string | null;
  event: GuestMailEvent;
  posterUrl: string | null;
  /** Calendar days until the event, in its time zone: 0 on the day itself. */
  daysLeft: number;
}

/** 'today', 'tomorrow', 'in 3 days'. */
export function whenFromNow(daysLeft: number): string {
  if (daysLeft <= 0) return 'today';
  if (daysLeft === 1) return 'tomorrow';
  return `in ${daysLeft} days`;
}

/** 'It's today!', 'Only 1 day left!', 'Only 7 days left!' */
export function daysLeftLine(daysLeft: number): string {
  if (daysLeft <= 0) return "It's today!";
  return `Only ${daysLeft} ${daysLeft === 1 ? 'day' : 'days'} left!`;
}

export function ReminderEmail(
  props: ReminderCommon & { greeting: string; inviteUrl: string; unsubscribeUrl: string },
) {
  const host = hostNameOrFallback(props.hostName);
  const title = eventTitleOrFallback(props.event.title);
  const when = whenFromNow(props.daysLeft);
  return (
    <Layout
      preview={`${title} is ${when}. ${daysLeftLine(props.daysLeft)}`}
      heading={daysLeftLine(props.daysLeft)}
      footer={`You received this reminder because ${host} invited you to ${title} on PartyReel. The link is yours alone: please don't forward it.`}
      unsubscribeUrl={props.unsubscribeUrl}
    >
      <Text style={paragraph} className="pr-ink">
        {props.greeting}
      </Text>
      <Text style={paragraph} className="pr-ink">
        <strong>{title}</strong> is {when}.{' '}
        {props.audience === 'no-response'
          ? `${host} hasn't heard from you yet: open your invitation and say whether you can come.`
          : 'Your invitation has all the details.'}
      </Text>
      {props.posterUrl ? <Poster src={props.posterUrl} alt={title} /> : null}
      <EventDetails event={props.event} />
      <ActionButton href={props.inviteUrl}>Open your invitation</ActionButton>
      <LinkSpelledOut url={props.inviteUrl} />
    </Layout>
  );
}

/** Renders the reminder once for many guests and answers each guest's copy, headers included. */
export async function reminderMessages(common: ReminderCommon) {
  const title = eventTitleOrFallback(common.event.title);
  const subject = oneLine(
    common.audience === 'no-response'
      ? `Reminder: can you come to ${title}? ${daysLeftLine(common.daysLeft)}`
      : `Reminder: ${title} is ${whenFromNow(common.daysLeft)}`,
  );
  return guestMessagesOf(REMINDER_KIND, subject, <ReminderEmail {...common} {...guestSlots} />);
}
