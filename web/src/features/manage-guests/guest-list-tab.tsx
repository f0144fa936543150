import type { EventCounts, EventView } from '@partyreel/shared/events/event-view';
import {
  GUEST_FILTER_LABELS,
  GUEST_FILTERS,
  type GuestFilter,
  type GuestListEntry,
} from '@partyreel/shared/guests/guest-list';
import { messages } from '@partyreel/shared/messages';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue, useId, useState } from 'react';
import { useTRPC } from '../../lib/trpc.ts';
import { buttonStyles } from '../../ui/button-styles.ts';
import { FormMessage } from '../../ui/form-message.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { FixAddressDialog, type FixAddressGuest } from '../host-event/fix-address-dialog.tsx';
import { ResendConfirm } from '../host-event/resend-confirm.tsx';
import { StatGrid, waitlistStats } from '../host-event/stat-grid.tsx';
import { summaryTotals } from '../host-event/summary-totals.ts';
import { TextByHandAction } from '../host-event/text-by-hand-action.tsx';
import { useResend } from '../host-event/use-resend.ts';
import { GuestPlaces } from './guest-places.tsx';
import { GuestTable } from './guest-table.tsx';
import { RemoveGuestsDialog } from './remove-guests-dialog.tsx';
import { useDebouncedValue } from './use-debounced-value.ts';
import { useRemoveGuests } from './use-remove-guests.ts';

/** The search box asks the server once typing pauses this long. */
export const SEARCH_DEBOUNCE_MS = 250;

const fieldStyle =
  'min-h-12 w-full rounded-2xl border-2 border-violet-200 bg-white px-4 text-base text-ink focus:border-party-magenta';

export interface GuestListTabProps {
  /** The event: its id, and its most people per answer (what a guest may bring by default). */
  event: Pick<EventView, 'id' | 'title' | 'maxPartySize' | 'questions'>;
  /** The event's live counts: the stats equal the event page's Summary. */
  counts: EventCounts;
  /** Distribution is locked: Resend offers the unlock instead of asking the server. */
  locked: boolean;
  onLocked: () => void;
}

/**
 * Guest List (docs/product.md, Manage Guests): the status filter with each filter's count, search
 * over name, e-mail and phone, the stats, and the table with selection, per-row Resend and Delete,
 * and bulk RESEND and REMOVE. A removal is confirmed first, naming who goes.
 */
export function GuestListTab({ event, counts, locked, onLocked }: GuestListTabProps) {
  const eventId = event.id;
  const trpc = useTRPC();
  const [filter, setFilter] = useState<GuestFilter>('all');
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const list = useQuery(
    trpc.guests.list.queryOptions(
      { eventId, filter, search: query || undefined },
      // A new filter or search keeps the rows shown until the answer comes: no flash of nothing.
      { placeholderData: keepPreviousData },
    ),
  );
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState<readonly GuestListEntry[] | null>(null);
  const [fixing, setFixing] = useState<FixAddressGuest | null>(null);
  const resend = useResend(eventId);
  const remove = useRemoveGuests(eventId);
  const searchId = useId();

  // The rows are drawn in a background render React splits into short slices, so a long list
  // arriving (or a new filter's) never holds the page for one long task; until then the page
  // shows what it showed before (the loading line, or the previous rows). The first render too:
  // the list is often in the cache already when the page mounts (it came with the session
  // check), and without an initial value React would draw every row in the mount's own task.
  const shown = useDeferredValue(list.data ?? null, null) ?? undefined;
  const entries = shown?.entries ?? [];
  // The share link's answerers are counted and listed, but have no invitation to act on.
  const selectable = entries.filter((e) => !e.viaLink);
  // Only the rows on show act: a guest selected under another filter is not removed unseen.
  const chosen = selectable.filter((e) => selected.has(e.id));
  const totals = summaryTotals(counts);

  const toggle = (id: string) =>
    setSelected((now) => {
      const next = new Set(now);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const toggleAll = () =>
    setSelected(
      chosen.length === selectable.length && selectable.length > 0
        ? new Set()
        : new Set(selectable.map((e) => e.id)),
    );
  const resendTo = (guests: readonly GuestListEntry[], onDone?: () => void) =>
    locked ? onLocked() : resend.send(guests, onDone);

  async function confirmRemove(guests: readonly GuestListEntry[]) {
    const removed = await remove(guests);
    if (removed) {
      const gone = new Set(guests.map((g) => g.id));
      setSelected((now) => new Set([...now].filter((id) => !gone.has(id))));
    }
    setConfirming(null);
  }

  return (
    <div className="space-y-6">
      <StatGrid
        stats={[
          { label: 'Total Invited', value: totals.invited },
          { label: 'Accepted', value: totals.accepted, tone: 'accepted' },
          { label: 'Maybe', value: totals.maybe, tone: 'maybe' },
          { label: 'Declined', value: totals.declined, tone: 'declined' },
          { label: 'Pending', value: totals.pending },
          { label: 'People', value: totals.people },
          ...waitlistStats(counts),
        ]}
      />

      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label="Status filter"
          value={filter}
          onChange={(event) => {
            const chosenFilter = GUEST_FILTERS.find((f) => f === event.target.value);
            if (chosenFilter) setFilter(chosenFilter);
          }}
        >
          {GUEST_FILTERS.map((f) => (
            <option key={f} value={f}>
              {list.data
                ? `${GUEST_FILTER_LABELS[f]} (${list.data.filterCounts[f]})`
                : GUEST_FILTER_LABELS[f]}
            </option>
          ))}
        </SelectField>
        <div className="space-y-1.5">
          <label htmlFor={searchId} className="block font-bold text-ink">
            Search guests
          </label>
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Name, e-mail or phone"
            maxLength={100}
            autoComplete="off"
            className={fieldStyle}
          />
        </div>
      </div>

      <div className="flex justify-end">
        {/* Every guest, whatever the filter: the file is the list a host plans with. */}
        <a
          href={`/api/events/${encodeURIComponent(eventId)}/guests.csv`}
          download
          className={buttonStyles.secondarySmall}
        >
          Export CSV
          <span className="sr-only"> (all guests, a spreadsheet file)</span>
        </a>
      </div>

      <fieldset className="flex min-w-0 flex-wrap items-center gap-3">
        <legend className="sr-only">Selected guests</legend>
        <p aria-live="polite" className="mr-auto text-sm font-bold text-ink-soft">
          {chosen.length === 0 ? 'No guests selected' : `${chosen.length} selected`}
        </p>
        <button
          type="button"
          disabled={chosen.length === 0 || resend.pendingIds.length > 0}
          aria-busy={resend.pendingIds.length > 1}
          onClick={() => resendTo(chosen, () => setSelected(new Set()))}
          className={`${buttonStyles.secondarySmall} uppercase tracking-wide`}
        >
          {resend.pendingIds.length > 1 ? <Spinner /> : null}
          Resend
        </button>
        <button
          type="button"
          disabled={chosen.length === 0}
          onClick={() => setConfirming(chosen)}
          className={`${buttonStyles.secondarySmall} uppercase tracking-wide text-rose-700`}
        >
          Remove
        </button>
      </fieldset>

      <GuestListBody
        list={{ ...list, isPending: shown === undefined && !list.isError }}
        entries={entries}
        searching={query !== ''}
        table={
          <GuestTable
            questions={event.questions}
            places={(entry) => (
              <GuestPlaces eventId={eventId} eventLimit={event.maxPartySize} guest={entry} />
            )}
            entries={entries}
            selected={selected}
            onToggle={toggle}
            onToggleAll={toggleAll}
            resending={resend.pendingIds}
            onResend={(entry) => resendTo([entry])}
            onDelete={(entry) => setConfirming([entry])}
            onFixAddress={(entry) => setFixing(entry)}
            reachByHand={(entry) => (
              <TextByHandAction
                guest={{ ...entry, uniqueCode: entry.uniqueCode ?? null }}
                eventId={eventId}
                eventTitle={event.title}
                locked={locked}
                onLocked={onLocked}
              />
            )}
          />
        }
      />

      <RemoveGuestsDialog
        guests={confirming}
        onCancel={() => setConfirming(null)}
        onConfirm={confirmRemove}
      />
      <ResendConfirm resend={resend} />
      <FixAddressDialog eventId={eventId} guest={fixing} onClose={() => setFixing(null)} />
    </div>
  );
}

function GuestListBody({
  list,
  entries,
  searching,
  table,
}: {
  list: { isPending: boolean; isError: boolean; isFetching: boolean; refetch: () => unknown };
  entries: readonly GuestListEntry[];
  searching: boolean;
  table: ReactNode;
}) {
  if (list.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-ink-soft">
        <Spinner /> Loading your guests…
      </p>
    );
  }
  if (list.isError && entries.length === 0) {
    return (
      <div className="space-y-3">
        <FormMessage tone="error">{messages.eventDetail.loadFailed}</FormMessage>
        <button
          type="button"
          onClick={() => void list.refetch()}
          disabled={list.isFetching}
          className={buttonStyles.secondarySmall}
        >
          Try again
        </button>
      </div>
    );
  }
  if (entries.length === 0) {
    return (
      <p className="rounded-3xl bg-violet-50 p-5 text-center font-semibold text-ink-soft">
        {searching ? 'No guests match your search.' : 'No guests here yet.'}
      </p>
    );
  }
  return table;
}
