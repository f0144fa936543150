import type { GuestListEntry } from '@partyreel/shared/guests/guest-list';

/**
 * A Guest List entry as guests.list sends it: Ana, accepted for three, with one invitation of her
 * own and nothing else known (no phone, note, limit of her own, delivery or journey), unless
 * `overrides` says otherwise.
 */
export function listEntry(overrides: Partial<GuestListEntry> = {}): GuestListEntry {
  return {
    id: 'id',
    name: 'Ana',
    email: 'ana@example.com',
    phone: null,
    status: 'accepted',
    viewState: 'completed',
    peopleCount: 3,
    maxPeople: null,
    note: null,
    delivery: null,
    unsubscribed: false,
    optedOut: false,
    journey: { sentAt: null, openedAt: null, watchedAt: null, respondedAt: null },
    invitationIds: [overrides.id ?? 'id'],
    mergedNames: [],
    ...overrides,
  };
}
