import { MAX_GUESTS_PER_EVENT } from '@partyreel/shared/limits';
import { messages } from '@partyreel/shared/messages';
import { FormMessage } from '../../ui/form-message.tsx';
import type { DraftRecipient } from './draft-recipient.ts';

interface GuestListProps {
  guests: DraftRecipient[];
  onRemove: (key: string) => void;
  /** Guests the event already has, counted in 'N of 200 guests'. */
  existing?: number;
}

/** The guests so far, each with Remove, and 'N of 200 guests'. */
export function GuestList({ guests, onRemove, existing = 0 }: GuestListProps) {
  const total = existing + guests.length;
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
      {guests.length === 0 ? (
        <p className="rounded-2xl bg-violet-50/60 px-4 py-6 text-center text-ink-soft">
          No guests yet. Add someone above.
        </p>
      ) : (
        <ul
          aria-label="Guest list"
          className="divide-y divide-violet-100 rounded-2xl ring-1 ring-violet-100"
        >
          {guests.map((guest) => (
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
                onClick={() => onRemove(guest.key)}
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
