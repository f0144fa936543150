import { messages } from '@partyreel/shared/messages';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { readServerError } from '../../lib/server-error.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { FormMessage } from '../../ui/form-message.tsx';
import { draftFromEvent, type WizardDraft } from './draft/wizard-draft.ts';

/**
 * Edit mode without a stored draft of the event (both wizards): the event is loaded first, and its
 * draft handed to `children`. The server answers only the event's owner: anyone else sees 'Event
 * not found.' (a missing event looks the same), never the event; any other failure says 'Failed to
 * load event data'.
 */
export function LoadEventForEdit({
  eventId,
  children,
}: {
  eventId: string;
  children: (draft: WizardDraft) => ReactNode;
}) {
  const trpc = useTRPC();
  const event = useQuery(trpc.events.byId.queryOptions({ eventId }));
  if (event.isPending)
    return (
      <p role="status" className="py-16 text-center text-ink-soft">
        Loading your event…
      </p>
    );
  if (event.isError) {
    const notFound = readServerError(event.error)?.code === 'NOT_FOUND';
    return (
      <div className="mx-auto w-full max-w-xl px-4 py-16">
        <FormMessage tone="error">
          {notFound ? messages.editEvent.notFound : messages.wizard.loadFailed}
        </FormMessage>
      </div>
    );
  }
  return children(draftFromEvent(event.data));
}
