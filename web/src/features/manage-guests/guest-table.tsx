import type { GuestQuestion } from '@partyreel/shared/events/guest-questions';
import type { GuestListEntry } from '@partyreel/shared/guests/guest-list';
import { messages } from '@partyreel/shared/messages';
import { type ReactNode, useEffect, useRef } from 'react';
import { GuestHeadRow, GuestRow } from '../host-event/guest-row.tsx';
import { journeySteps } from './guest-journey.ts';

interface GuestTableProps {
  /** A guest's places controls (Promote, 'Can bring'), beside the row's buttons. */
  places: (entry: GuestListEntry) => ReactNode;
  /** The host's questions: a guest's answers show under their name. */
  questions?: readonly GuestQuestion[];
  entries: readonly GuestListEntry[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  /** Select every visible row, or none when all are selected already. */
  onToggleAll: () => void;
  /** Ids whose resend is under way. */
  resending: readonly string[];
  onResend: (entry: GuestListEntry) => void;
  onDelete: (entry: GuestListEntry) => void;
  /** 'Fix address' on a guest whose e-mail bounced or failed (docs/decisions/033). */
  onFixAddress: (entry: GuestListEntry) => void;
  /**
   * Another way to reach a phone-only guest whose text failed: their link copied, or on a phone
   * texted by hand (docs/decisions/067, 070).
   */
  reachByHand?: (entry: GuestListEntry) => ReactNode;
}

const deleteSmall =
  'inline-flex min-h-10 items-center justify-center gap-2 rounded-xl px-4 text-sm font-bold text-rose-700 ring-2 ring-rose-200 transition hover:bg-rose-50 active:scale-[0.98] disabled:cursor-not-allowed disabled:opacity-55';

/**
 * The guest list as a table: a checkbox per row and one to select them all, the guest (with
 * the duplicates merged into them), status, people, their journey and per-row Resend and Delete.
 * On a phone each row stacks into a card (checkbox, guest and status on top, then the journey
 * and the buttons), so nothing scrolls sideways (Chromium and Firefox keep a data table's roles
 * when its parts are drawn as blocks or grids; the phone journey checks them).
 */
export function GuestTable({
  places,
  questions = [],
  entries,
  selected,
  onToggle,
  onToggleAll,
  resending,
  onResend,
  onDelete,
  onFixAddress,
  reachByHand,
}: GuestTableProps) {
  const selectable = entries.filter((e) => !e.viaLink);
  const chosen = selectable.filter((e) => selected.has(e.id)).length;
  const all = selectable.length > 0 && chosen === selectable.length;
  const selectAll = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = chosen > 0 && !all;
  }, [chosen, all]);

  return (
    <div className="sm:overflow-x-auto">
      <table className="block w-full text-left text-sm sm:table sm:text-base">
        <caption className="sr-only">Guests</caption>
        <thead className="block text-xs uppercase tracking-wide text-ink-soft sm:table-header-group">
          <GuestHeadRow
            layout="list"
            detail="Journey"
            leading={
              <th scope="col" className="block w-10 py-2 pr-1 pl-1 sm:table-cell sm:pl-3">
                <input
                  ref={selectAll}
                  type="checkbox"
                  aria-label="Select all guests"
                  checked={all}
                  onChange={onToggleAll}
                  className="size-5 shrink-0 accent-fuchsia-600"
                />
              </th>
            }
          />
        </thead>
        <tbody className="block divide-y divide-violet-100 sm:table-row-group">
          {entries.map((entry) => (
            <ListRow
              key={entry.id}
              places={places(entry)}
              entry={entry}
              answers={answersOf(entry, questions)}
              checked={selected.has(entry.id)}
              onToggle={() => onToggle(entry.id)}
              sending={resending.includes(entry.id)}
              onResend={() => onResend(entry)}
              onDelete={() => onDelete(entry)}
              onFixAddress={() => onFixAddress(entry)}
              byHand={textFailed(entry) ? reachByHand?.(entry) : undefined}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A phone-only guest whose text did not arrive (or could not go). */
const textFailed = (entry: GuestListEntry) =>
  !entry.viaLink &&
  !entry.email?.trim() &&
  Boolean(entry.phone?.trim()) &&
  entry.delivery?.state === 'failed';

/** A guest's answers to the host's questions, in the questions' order, each with its question. */
function answersOf(entry: GuestListEntry, questions: readonly GuestQuestion[]) {
  return questions.flatMap((q) => {
    const answer = entry.questionAnswers?.[q.id];
    return answer ? [{ question: q.text, answer }] : [];
  });
}

function ListRow({
  places,
  answers,
  entry,
  checked,
  onToggle,
  sending,
  onResend,
  onDelete,
  onFixAddress,
  byHand,
}: {
  byHand?: ReactNode;
  places: ReactNode;
  answers: { question: string; answer: string }[];
  entry: GuestListEntry;
  checked: boolean;
  onToggle: () => void;
  sending: boolean;
  onResend: () => void;
  onDelete: () => void;
  onFixAddress: () => void;
}) {
  const contact = entry.viaLink
    ? messages.guests.viaLink
    : [entry.email, entry.phone].filter(Boolean).join(' · ');
  const steps = journeySteps(entry.journey);
  return (
    <GuestRow
      layout="list"
      guest={{ ...entry, answers }}
      contact={contact}
      className={checked ? 'bg-violet-50/70' : ''}
      leading={
        <td className="row-span-3 block pt-0.5 pl-1 sm:table-cell sm:py-3 sm:pr-1 sm:pl-3">
          {/* A share-link answerer has no invitation to resend or remove: nothing to select. */}
          {entry.viaLink ? null : (
            <input
              type="checkbox"
              aria-label={`Select ${entry.name}`}
              checked={checked}
              onChange={onToggle}
              className="size-5 shrink-0 accent-fuchsia-600"
            />
          )}
        </td>
      }
      detail={
        steps.length === 0 ? (
          'Not sent yet'
        ) : (
          <ul className="space-y-0.5">
            {steps.map((step) => (
              <li key={step} className="sm:whitespace-nowrap">
                {step}
              </li>
            ))}
          </ul>
        )
      }
      places={places}
      actions={
        entry.viaLink
          ? null
          : {
              sending,
              onResend,
              onFixAddress,
              more: (
                <>
                  {byHand}
                  <button
                    type="button"
                    onClick={onDelete}
                    aria-label={`Delete ${entry.name}`}
                    className={deleteSmall}
                  >
                    Delete
                  </button>
                </>
              ),
            }
      }
    />
  );
}
