import type { GuestView } from '@partyreel/shared/events/event-view';
import { messages } from '@partyreel/shared/messages';

/** The Personal Invites tab's statuses (SPEC.md §2), furthest along first. */
export type InviteStatusLabel =
  | 'Accepted'
  | 'Declined'
  | 'Watching'
  | 'Opened'
  | 'Failed'
  | 'Sent'
  | 'Pending';

/**
 * Where one guest stands: an answer, then how far they got with the invitation (started watching
 * it, or opened the page), then the e-mail's fate (failed after its retries, or handed over), and
 * otherwise pending (never sent, or on its way). A failed resend never hides that the guest had
 * already opened or answered an earlier e-mail.
 */
export function inviteStatusLabel(
  guest: Pick<GuestView, 'status' | 'viewState' | 'delivery'>,
): InviteStatusLabel {
  if (guest.status === 'accepted') return 'Accepted';
  if (guest.status === 'declined') return 'Declined';
  if (guest.status === 'viewed') return guest.viewState === 'playing' ? 'Watching' : 'Opened';
  if (guest.delivery?.state === 'failed') return messages.send.deliveryFailed;
  if (guest.status === 'sent') return 'Sent';
  return 'Pending';
}

/** Each status's badge colours (Personal Invites, Manage Guests). */
export const statusTone: Record<InviteStatusLabel, string> = {
  Accepted: 'bg-emerald-100 text-emerald-800',
  Declined: 'bg-rose-100 text-rose-800',
  Watching: 'bg-violet-100 text-violet-800',
  Opened: 'bg-sky-100 text-sky-800',
  Failed: 'bg-red-100 text-red-800',
  Sent: 'bg-amber-100 text-amber-900',
  Pending: 'bg-stone-100 text-stone-700',
};

const sentFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/**
 * The Sent column: when the provider took the guest's latest e-mail (in the host's own time), or
 * 'Sending…' while one is on its way, or a dash when none was ever sent.
 */
export function sentLabel(guest: Pick<GuestView, 'sentAt' | 'delivery'>): string {
  if (guest.delivery?.state === 'queued') return 'Sending…';
  return guest.sentAt ? sentFormat.format(new Date(guest.sentAt)) : '—';
}
