import { eventTitleOrFallback, hostNameOrFallback } from '@partyreel/shared/format/fallbacks';
import { Text } from '@react-email/components';
import { guestMessagesOf, guestSlots } from '../mail-slots.ts';
import {
  EventDetails,
  type GuestMailEvent,
  LinkSpelledOut,
  oneLine,
  PersonalMessage,
} from './guest-mail-parts.tsx';
import { ActionButton, Layout, paragraph } from './layout.tsx';

export const UPDATE_KIND = 'update';

/** What every guest of one update shares. */
export interface UpdateCommon {
  hostName: string | null;
  event: GuestMailEvent;
  /** The host's words, as they wrote them. */
  body: string;
}

export function UpdateEmail(
  props: UpdateCommon & { greeting: string; inviteUrl: string; unsubscribeUrl: string },
) {
  const host = hostNameOrFallback(props.hostName);
  const title = eventTitleOrFallback(props.event.title);
  return (
    <Layout
      preview={oneLine(props.body).slice(0, 140)}
      heading={`An update about ${title}`}
      footer={`You received this update because ${host} invited you to ${title} on PartyReel.`}
      unsubscribeUrl={props.unsubscribeUrl}
    >
      <Text style={paragraph} className="pr-ink">
        {props.greeting}
      </Text>
      <Text style={paragraph} className="pr-ink">
        {host} has news about <strong>{title}</strong>:
      </Text>
      <PersonalMessage host={host} text={props.body} />
      <EventDetails event={props.event} />
      <ActionButton href={props.inviteUrl}>Open your invitation</ActionButton>
      <LinkSpelledOut url={props.inviteUrl} />
    </Layout>
  );
}

/** Renders the update once for all its guests and answers each guest's copy, headers included. */
export async function updateMessages(common: UpdateCommon) {
  const subject = oneLine(`Update: ${eventTitleOrFallback(common.event.title)}`);
  return guestMessagesOf(UPDATE_KIND, subject, <UpdateEmail {...common} {...guestSlots} />);
}
