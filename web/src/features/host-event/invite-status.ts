import type { GuestView } from '@partyreel/shared/events/event-view';
import { messages } from '@partyreel/shared/messages';
import { shortDateTime } from '../../lib/date-formats.ts';

/** The Personal Invites tab's statuses (docs/product.md, The event page), furthest along first. */
export type InviteStatusLabel =
  | 'Accepted'
  | 'Maybe'
  | 'Waitlist'
  | 'Declined'
  | 'Unsubscribed'
  | 'Opted out'
  | 'Watching'
  | 'Opened'
  | 'Failed'
  | 'Bounced'
  | 'Complained'
  | 'Delivered'
  | 'Delayed'
  | 'Sent'
  | 'Pending';

/**
 * Where one guest stands: an answer, then how far they got with the invitation (started watching
 * it, or opened the page), then the e-mail's fate (failed after its retries; then what the
 * provider reported — bounced, marked as spam, delivered, delayed — or just handed over), and
 * otherwise pending (never sent, or on its way). A failed resend never hides that the guest had
 * already opened or answered an earlier e-mail.
 */
export function inviteStatusLabel(
  guest: Pick<GuestView, 'status' | 'viewState' | 'delivery'> & {
    unsubscribed?: boolean;
    optedOut?: boolean;
  },
): InviteStatusLabel {
  if (guest.status === 'accepted') return 'Accepted';
  if (guest.status === 'maybe') return 'Maybe';
  if (guest.status === 'waitlisted') return 'Waitlist';
  if (guest.status === 'declined') return 'Declined';
  // No e-mail reaches the guest any more, by their choice (docs/decisions/032).
  if (guest.unsubscribed) return messages.send.unsubscribed;
  // No text reaches the guest any more: their number replied STOP (docs/decisions/069).
  if (guest.optedOut) return messages.texts.optedOut;
  if (guest.status === 'viewed') return guest.viewState === 'playing' ? 'Watching' : 'Opened';
  if (guest.delivery?.state === 'failed') return messages.send.deliveryFailed;
  // What the provider's webhook reported (docs/decisions/033).
  if (guest.delivery?.state === 'bounced') return 'Bounced';
  if (guest.delivery?.state === 'complained') return 'Complained';
  if (guest.delivery?.state === 'delivered') return 'Delivered';
  if (guest.delivery?.state === 'delayed') return 'Delayed';
  if (guest.status === 'sent') return 'Sent';
  return 'Pending';
}

/**
 * The line under a guest's status, if any: why the e-mail failed; for a bounce, the address that
 * took none (so the host sees what to fix); for a complaint, that no more e-mails go there.
 */
export function deliveryNote(
  guest: Pick<GuestView, 'status' | 'viewState' | 'delivery' | 'email'> & {
    unsubscribed?: boolean;
    optedOut?: boolean;
  },
): string | null {
  const status = inviteStatusLabel(guest);
  const answered =
    status === 'Accepted' || status === 'Maybe' || status === 'Waitlist' || status === 'Declined';
  if (guest.optedOut && !guest.unsubscribed && (answered || status === 'Opted out'))
    return messages.texts.optedOutNote;
  // An answer outranks 'Unsubscribed' as the status: the host still learns that no reminder goes.
  if (
    guest.unsubscribed &&
    (status === 'Accepted' || status === 'Maybe' || status === 'Waitlist' || status === 'Declined')
  )
    return messages.send.unsubscribedNote;
  if (status === 'Failed') return guest.delivery?.error ?? null;
  if (status === 'Bounced') return guest.email ? messages.guests.bounced(guest.email) : null;
  if (status === 'Complained') return messages.guests.complained;
  return null;
}

/** Whether the host should be offered to correct the guest's address: it bounced or failed. */
export function canFixAddress(guest: Pick<GuestView, 'status' | 'viewState' | 'delivery'>) {
  const status = inviteStatusLabel(guest);
  return status === 'Bounced' || status === 'Failed';
}

/** Each status's badge colours (Personal Invites, Manage Guests). */
export const statusTone: Record<InviteStatusLabel, string> = {
  Accepted: 'bg-emerald-100 text-emerald-800',
  Maybe: 'bg-amber-100 text-amber-900',
  Waitlist: 'bg-indigo-100 text-indigo-800',
  Declined: 'bg-rose-100 text-rose-800',
  Unsubscribed: 'bg-slate-200 text-slate-800',
  'Opted out': 'bg-slate-200 text-slate-800',
  Watching: 'bg-violet-100 text-violet-800',
  Opened: 'bg-sky-100 text-sky-800',
  Failed: 'bg-red-100 text-red-800',
  Bounced: 'bg-red-100 text-red-800',
  Complained: 'bg-orange-100 text-orange-900',
  Delivered: 'bg-lime-100 text-lime-900',
  Delayed: 'bg-yellow-100 text-yellow-900',
  Sent: 'bg-amber-100 text-amber-900',
  Pending: 'bg-stone-100 text-stone-700',
};

/**
 * The Sent column: when the provider took the guest's latest e-mail (in the host's own time), or
 * 'Sending…' while one is on its way, or a dash when none was ever sent.
 */
export function sentLabel(guest: Pick<GuestView, 'sentAt' | 'delivery'>): string {
  if (guest.delivery?.state === 'queued') return 'Sending…';
  return guest.sentAt ? shortDateTime().format(new Date(guest.sentAt)) : '—';
}
