import type { InvitationStatus } from '../events/event-view.ts';

/**
 * The ranking of docs/product.md (Counting), lowest to highest: when entries merge, the highest
 * wins.
 */
const STATUS_RANK: Record<Exclude<InvitationStatus, 'removed'>, number> = {
  pending: 0,
  unsent: 1,
  sent: 2,
  viewed: 3,
  declined: 4,
  maybe: 5,
  waitlisted: 6,
  accepted: 7,
};

export function statusRank(status: Exclude<InvitationStatus, 'removed'>): number {
  return STATUS_RANK[status];
}

export interface DedupableGuest {
  name: string | null;
  email: string | null;
  phone: string | null;
  status: InvitationStatus;
  /** Breaks a tie between equal statuses: the latest answer wins. */
  respondedAt?: Date | string | null;
}

/** The keys that make two entries one guest; blank values match nothing. */
function keysOf(guest: DedupableGuest): string[] {
  const keys: string[] = [];
  const email = guest.email?.trim().toLowerCase();
  if (email) keys.push(`e:${email}`);
  const phone = guest.phone?.replace(/\D/g, '');
  if (phone) keys.push(`p:${phone}`);
  const name = guest.name?.trim().toLowerCase();
  if (name) keys.push(`n:${name}`);
  return keys;
}

const time = (value: Date | string | null | undefined) =>
  value ? new Date(value).getTime() : Number.NEGATIVE_INFINITY;

function beats(a: DedupableGuest, b: DedupableGuest): boolean {
  const ra = STATUS_RANK[a.status as keyof typeof STATUS_RANK];
  const rb = STATUS_RANK[b.status as keyof typeof STATUS_RANK];
  if (ra !== rb) return ra > rb;
  return time(a.respondedAt) > time(b.respondedAt);
}

/** One guest: the entries that were merged, and the one that stands for them all. */
export interface GuestGroup<T> {
  /** The entry with the highest status (a tie: the latest answer; then the earliest entry). */
  winner: T;
  /** Every entry of the group, the winner among them, in input order. */
  members: T[];
}

/**
 * docs/product.md (Counting): removed guests left out; entries that share an e-mail, a phone
 * (digits only) or a lower-cased name are one guest, and the entry with the highest status stands
 * for them. Sharing is transitive (A and B share an e-mail, B and C a phone: one guest), so entries
 * are grouped with a union-find over their keys. Returns one group per guest, in the order of each
 * group's first entry.
 */
export function groupGuests<T extends DedupableGuest>(guests: readonly T[]): GuestGroup<T>[] {
  const live = guests.filter((g) => g.status !== 'removed');
  const parent = live.map((_, i) => i);
  const find = (i: number): number => {
    let root = i;
    while (parent[root] !== root) root = parent[root] as number;
    // Path compression: point every entry on the way straight at the root.
    let node = i;
    while (parent[node] !== root) {
      const next = parent[node] as number;
      parent[node] = root;
      node = next;
    }
    return root;
  };
  const firstWithKey = new Map<string, number>();
  live.forEach((guest, i) => {
    for (const key of keysOf(guest)) {
      const other = firstWithKey.get(key);
      if (other === undefined) firstWithKey.set(key, i);
      else {
        const [a, b] = [find(i), find(other)];
        // The smaller index stays the root, so groups keep the order of their first entry.
        if (a !== b) parent[Math.max(a, b)] = Math.min(a, b);
      }
    }
  });
  // Roots are first entries, so a Map filled in input order lists groups in that order.
  const groups = new Map<number, GuestGroup<T>>();
  live.forEach((guest, i) => {
    const root = find(i);
    const group = groups.get(root);
    if (!group) groups.set(root, { winner: guest, members: [guest] });
    else {
      group.members.push(guest);
      if (beats(guest, group.winner)) group.winner = guest;
    }
  });
  return [...groups.values()];
}

/** One entry per guest (groupGuests' winners), in the order of each group's first entry. */
export function dedupeGuests<T extends DedupableGuest>(guests: readonly T[]): T[] {
  return groupGuests(guests).map((group) => group.winner);
}
