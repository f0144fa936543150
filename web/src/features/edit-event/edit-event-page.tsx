import type { UpdateEventInput } from '@partyreel/shared/events/event-input';
import { messages } from '@partyreel/shared/messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { readServerError } from '../../lib/server-error.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { buttonStyles } from '../../ui/button-styles.ts';
import { Loading } from '../../ui/load-state.tsx';
import { toast } from '../../ui/toast.tsx';
import { changeNote, hasGuestsToTell } from './change-note.ts';
import { EditEventForm } from './edit-event-form.tsx';
import { valuesFromEvent } from './edit-event-values.ts';
import { TellGuestsDialog } from './tell-guests-dialog.tsx';

interface EditEventPageProps {
  eventId: string;
  /** After a save: back to the event page. */
  onSaved: () => void;
}

/**
 * /edit-event/{eventId}: the event's details, prefilled, to change and save. A save that moved the
 * date, the time or the place offers to tell the guests who have not declined, with the change
 * pre-written (TellGuestsDialog); either way the page then goes back to the event.
 */
export function EditEventPage({ eventId, onSaved }: EditEventPageProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const query = useQuery(trpc.events.byId.queryOptions({ eventId }));
  const update = useMutation(trpc.events.update.mutationOptions());
  const [tell, setTell] = useState<string | null>(null);

  async function save(input: UpdateEventInput) {
    const before = query.data;
    const view = await update.mutateAsync(input);
    queryClient.setQueryData(trpc.events.byId.queryKey({ eventId }), view);
    void queryClient.invalidateQueries({ queryKey: trpc.events.list.queryKey() });
    toast.success(messages.editEvent.updated);
    const note = before && hasGuestsToTell(view) ? changeNote(before, view) : null;
    if (note) setTell(note);
    else onSaved();
  }

  let body: ReactNode;
  if (query.isPending) {
    body = <Loading label="Loading your event…" className="py-16" />;
  } else if (query.isError) {
    const notFound = readServerError(query.error)?.code === 'NOT_FOUND';
    body = (
      <div className="py-6 text-center">
        <p role="alert" className="font-display text-xl font-semibold text-ink">
          {notFound ? messages.editEvent.notFound : messages.editEvent.loadFailed}
        </p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/dashboard" className={buttonStyles.primary}>
            Back to dashboard
          </Link>
          {notFound ? null : (
            <button
              type="button"
              onClick={() => void query.refetch()}
              disabled={query.isFetching}
              aria-busy={query.isFetching}
              className={buttonStyles.secondary}
            >
              Try again
            </button>
          )}
        </div>
      </div>
    );
  } else {
    body = <EditEventForm eventId={eventId} initial={valuesFromEvent(query.data)} save={save} />;
  }

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:px-8 sm:py-12">
      <title>Edit Event · PartyReel</title>
      <h1 className="text-4xl font-semibold text-ink sm:text-5xl">Edit Event</h1>
      <p className="mt-2 text-ink-soft">Change the details your guests see.</p>
      <section className="mt-7 rounded-[1.75rem] bg-white p-5 shadow-lg shadow-violet-900/5 ring-1 ring-violet-100 sm:p-8">
        {body}
      </section>
      <TellGuestsDialog
        eventId={eventId}
        note={tell}
        onSent={(sent) => {
          toast.success(messages.updates.sent(sent.emailed));
          setTell(null);
          onSaved();
        }}
        onSkip={() => {
          setTell(null);
          onSaved();
        }}
      />
    </div>
  );
}
