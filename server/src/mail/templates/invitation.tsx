import { eventTitleOrFallback, hostNameOrFallback } from '@partyreel/shared/format/fallbacks';
import { Text } from '@react-email/components';
import { type GuestMailRecipient, guestMessagesOf, guestSlots } from '../mail-slots.ts';
import {
  EventDetails,
  type GuestMailEvent,
  LinkSpelledOut,
  oneLine,
  PersonalMessage,
  Poster,
} from './guest-mail-parts.tsx';
import { ActionButton, Layout, paragraph } from './layout.tsx';

export const INVITATION_KIND = 'invitation';

/** What every guest of one send shares. */
export interface InvitationCommon {
  /** The host's display name (null: 'Your host'). */
  hostName: string | null;
  event: GuestMailEvent;
  personalMessage: string | null;
  /** The template's poster as an absolute URL, or null. */
  posterUrl: string | null;
}

/** One guest's part: name, personal link and unsubscribe link. */
export type InvitationGuest = GuestMailRecipient;

export function InvitationEmail(
  props: InvitationCommon & { greeting: string; inviteUrl: string; unsubscribeUrl: string },
) {
  const host = hostNameOrFallback(props.hostName);
  const title = eventTitleOrFallback(props.event.title);
  return (
    <Layout
      preview={`${host} invited you to ${title}`}
      heading="You're invited!"
      footer={`You received this e-mail because ${host} invited you to ${title} on PartyReel. The link is yours alone: please don't forward it.`}
      unsubscribeUrl={props.unsubscribeUrl}
    >
      <Text style={paragraph} className="pr-ink">
        {props.greeting}
      </Text>
      <Text style={paragraph} className="pr-ink">
        {host} invited you to <strong>{title}</strong>. Open your invitation to watch it and say
        whether you can come.
      </Text>
      {props.posterUrl ? <Poster src={props.posterUrl} alt={title} /> : null}
      <EventDetails event={props.event} />
      {props.personalMessage ? <PersonalMessage host={host} text={props.personalMessage} /> : null}
      <ActionButton href={props.inviteUrl}>Open your invitation</ActionButton>
      <LinkSpelledOut url={props.inviteUrl} />
    </Layout>
  );
}

/**
 * Renders the invitation once for a whole send and answers each guest's copy (kind, subject, both
 * bodies and the List-Unsubscribe headers, ready for the mailer with `to` and an idempotency key).
 */
export async function invitationMessages(common: InvitationCommon) {
  const host = hostNameOrFallback(common.hostName);
  const subject = oneLine(`${host} invited you to ${eventTitleOrFallback(common.event.title)}`);
  return guestMessagesOf(INVITATION_KIND, subject, <InvitationEmail {...common} {...guestSlots} />);
}

/** One guest's invitation. */
export async function invitationMessage(props: InvitationCommon & InvitationGuest) {
  return (await invitationMessages(props))(props);
}
