import type { UpdateEventInput } from '@partyreel/shared/events/event-input';
import { messages } from '@partyreel/shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { readServerError } from '../../lib/server-error.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { toast } from '../../ui/toast.tsx';

/**
 * One of the event's settings the event page saves as soon as it changes (who's coming, answer
 * e-mails): the value shown, and `change`, which shows the new value at once and puts the old one
 * back, saying why, when the server refuses.
 */
export function useEventSetting<T>(
  eventId: string,
  saved: T,
  input: (value: T) => Omit<UpdateEventInput, 'eventId'>,
) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const update = useMutation(trpc.events.update.mutationOptions());
  const [value, setValue] = useState(saved);

  async function change(next: T) {
    const before = value;
    setValue(next);
    try {
      await update.mutateAsync({ eventId, ...input(next) });
      await queryClient.invalidateQueries({ queryKey: trpc.events.byId.queryKey({ eventId }) });
    } catch (error) {
      setValue(before);
      toast.error(readServerError(error)?.message ?? messages.editEvent.updateFailed);
    }
  }

  return { value, change, saving: update.isPending };
}
