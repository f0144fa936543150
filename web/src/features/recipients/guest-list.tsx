import { MAX_GUESTS_PER_EVENT } from '@partyreel/shared/limits';
import { messages } from '@partyreel/shared/messages';
import { FormMessage } from '../../ui/form-message.tsx';
import type { DraftRecipient } from './draft-recipient.ts';

/** A guest the event has on the server already (the wizard's edit mode lists them). */
export interface SavedGuest {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
}

interface GuestListProps {
  guests: DraftRecipient[];
  onRemove: (key: string) => void;
  /** Guests the event already has, counted in 'N of 200 guests' (not listed). */
  existing?: number;
  /**
   * The event's own guests, listed before the new ones and counted instead of `existing`: their
   * Remove asks `onRemoveSaved`, which removes them on the server (the wizard's edit mode).
   */
  saved?: readonly SavedGuest[] | undefined;
  onRemoveSaved?: ((guest: SavedGuest) => void) | undefined;
}

/** The guests so far, each with Remove, and 'N of 200 guests'. */
export function GuestList({
  guests,
  onRemove,
  existing = 0,
  saved = [],
  onRemoveSaved,
}: GuestListProps) {
  const total = (onRemoveSaved ? saved.length : existing) + guests.length;
  const rows = [
    ...(onRemoveSaved
      ? saved.map((guest) => ({
          ...guest,
          key: `saved:${guest.id}`,
          remove: () => onRemoveSaved(guest),
        }))
      : []),
    ...guests.map((guest) => ({ ...guest, remove: () => onRemove(guest.key) })),
  ];
  const over = total > MAX_GUESTS_PER_EVENT;
  return (
    <div className="space-y-3">
      <p
        aria-live="polite"
        className={`font-bold text-sm ${over ? 'text-rose-700' : 'text-ink-soft'}`}
      >
        {total} of {MAX_GUESTS_PER_EVENT} guests
      </p>
      {over ? <FormMessage tone="error">{messages.wizard.tooManyGuests}</FormMessage> : null}
      {rows.length === 0 ? (
        <p className="rounded-2xl bg-violet-50/60 px-4 py-6 text-center text-ink-soft">
          No guests yet. Add someone above.
        </p>
      ) : (
        <ul
          aria-label="Guest list"
          className="divide-y divide-violet-100 rounded-2xl ring-1 ring-violet-100"
        >
          {rows.map((guest) => (
            <li key={guest.key} className="flex items-center gap-3 px-4 py-3">
              <div className="min-w-0 flex-1">
                <p className="truncate font-bold text-ink">{guest.name}</p>
                {guest.email ? (
                  <p className="truncate text-ink-soft text-sm">{guest.email}</p>
                ) : null}
                {guest.phone ? (
                  <p className="truncate text-ink-soft text-sm">{guest.phone}</p>
                ) : null}
              </div>
              <button
                type="button"
                onClick={guest.remove}
                aria-label={`Remove ${guest.name}`}
                className="min-h-10 shrink-0 rounded-xl px-3 font-bold text-rose-700 text-sm hover:bg-rose-50"
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
