import type { invitations } from '@partyreel/db/schema';
import {
  NOTHING_SKIPPED,
  type SendSkipped,
  type SendType,
} from '@partyreel/shared/guests/send-outcome';
import { type GuestGroup, groupGuests } from '@partyreel/shared/invite/guest-dedupe';
import { normalAddress } from '../mail/suppressions.ts';

type Status = (typeof invitations.$inferSelect)['status'];
type Delivery = (typeof invitations.$inferSelect)['deliveryStatus'];

/** One live guest row of the event, as a send reads it. */
export interface PlanGuest {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  status: Status;
  deliveryStatus: Delivery;
  respondedAt: Date | null;
}

/** What the database says about the event's addresses when the send is planned. */
export interface PlanContext {
  /** Addresses this event sent (or queued) an invitation to within the last 24 hours. */
  recentlyInvited: ReadonlySet<string>;
  /** Addresses that get no mail from this event: unsubscribed, bounced or complained. */
  suppressed: ReadonlySet<string>;
  /** Invitation ids of answered guests the host confirmed to e-mail again. */
  confirmedAnswered: ReadonlySet<string>;
  /** Texting, when it is on (docs/decisions/070); absent: phone-only guests are skipped. */
  texting?: TextingContext;
}

/** What a send needs to know to text phone-only guests. */
export interface TextingContext {
  /** E.164 of each guest phone that can be texted (absent: not a valid number). */
  numbers: ReadonlyMap<string, string>;
  /** Numbers that replied STOP. */
  optedOut: ReadonlySet<string>;
  /** Numbers this event sent (or queued) an invitation text to within the last 24 hours. */
  recentlyTexted: ReadonlySet<string>;
  /** Numbers that had the most texts allowed in the last 30 days. */
  atLimit: ReadonlySet<string>;
  /** Text guests who have both a phone and an address, instead of e-mailing them. */
  preferText: boolean;
}

/** One text of the send: the invitation whose link it carries, and the number (E.164). */
export interface PlannedText {
  invitationId: string;
  phone: string;
}

/** One e-mail of the send: the invitation whose link it carries, and where it goes. */
export interface PlannedMail {
  invitationId: string;
  /** Trimmed and lower-cased. */
  address: string;
}

export interface SendPlan {
  /** Groups (one per de-duplicated guest) the send type selected. */
  selected: number;
  mails: PlannedMail[];
  texts: PlannedText[];
  skipped: SendSkipped;
}

const has = (value: string | null): value is string => value !== null && value.trim() !== '';
/** Accepted or declined: a Maybe has not decided, so pokes and reminders still reach them (docs/decisions/057). */
const answered = (status: Status) => status === 'accepted' || status === 'declined';

/** docs/product.md (Sending): which de-duplicated guests each send type selects. */
function selects(type: SendType, group: GuestGroup<PlanGuest>, ids: ReadonlySet<string>) {
  const { winner, members } = group;
  switch (type) {
    case 'all':
      return true;
    case 'new':
      // Not sent yet (the winner ranks highest, so no entry of the guest was sent either), and
      // not on its way already (a second click while the first send runs).
      return (
        (winner.status === 'pending' || winner.status === 'unsent') &&
        members.every((m) => m.deliveryStatus !== 'queued')
      );
    case 'poke':
      return !answered(winner.status);
    case 'resend':
      return members.some((m) => ids.has(m.id));
  }
}

/**
 * Who a send of `type` e-mails, one e-mail per de-duplicated guest (groupGuests: the same guest
 * listed twice is one recipient, reached through the entry that stands for them), and who it
 * leaves out and why: a guest who answered unless the host confirmed them, an address invited by
 * this event less than a day ago, a suppressed address, no address at all. guests.send queues the
 * plan; Manage Guests shows each send type's reach from the same plan, so the two always agree.
 */
export function planSend(
  guests: readonly PlanGuest[],
  type: SendType,
  invitationIds: readonly string[],
  context: PlanContext,
): SendPlan {
  const ids = new Set(invitationIds.map((id) => id.toLowerCase()));
  const skipped: SendSkipped = { ...NOTHING_SKIPPED };
  const mails: PlannedMail[] = [];
  const texts: PlannedText[] = [];
  const addresses = new Set<string>();
  const numbers = new Set<string>();
  const { texting } = context;
  let selected = 0;

  for (const group of groupGuests(guests)) {
    if (!selects(type, group, ids)) continue;
    selected++;
    const { winner, members } = group;
    if (answered(winner.status) && !members.some((m) => context.confirmedAnswered.has(m.id))) {
      skipped.answered++;
      continue;
    }
    // The entry that stands for the guest carries the link when it has an address (or a phone).
    const ranked = [winner, ...members.filter((m) => m !== winner)];
    const reachable = ranked.find((m) => has(m.email));
    const phoned = ranked.find((m) => has(m.phone));
    if (phoned?.phone && (!reachable || texting?.preferText)) {
      if (!texting) {
        skipped.phoneOnly++;
        continue;
      }
      const phone = texting.numbers.get(phoned.phone);
      if (!phone) skipped.badPhone++;
      else if (texting.optedOut.has(phone)) skipped.optedOut++;
      else if (texting.atLimit.has(phone)) skipped.textLimit++;
      else if (texting.recentlyTexted.has(phone) || numbers.has(phone)) skipped.recentlySent++;
      else {
        numbers.add(phone);
        texts.push({ invitationId: phoned.id, phone });
      }
      continue;
    }
    if (!reachable?.email) {
      skipped.noContact++;
      continue;
    }
    const address = normalAddress(reachable.email);
    if (context.suppressed.has(address)) skipped.suppressed++;
    else if (context.recentlyInvited.has(address) || addresses.has(address)) skipped.recentlySent++;
    else {
      addresses.add(address);
      mails.push({ invitationId: reachable.id, address });
    }
  }
  return { selected, mails, texts, skipped };
}
