import { messages } from '@partyreel/shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc.ts';
import { toast } from '../../ui/toast.tsx';
import type { RemovableGuest } from './remove-guests-dialog.tsx';

/**
 * guests.remove for one guest or a selection: every invitation each entry stands for (its merged
 * duplicates too), so no copy of the guest is left behind. 'Guest has been removed.' or '3 guests
 * have been removed.'; a failure says so and rejects nothing (the page has nothing more to do).
 * Afterwards the list and the event are read again.
 */
export function useRemoveGuests(eventId: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { mutateAsync } = useMutation(trpc.guests.remove.mutationOptions());
  return async (guests: readonly RemovableGuest[]): Promise<boolean> => {
    const one = guests.length === 1;
    try {
      await mutateAsync({ eventId, invitationIds: guests.flatMap((g) => g.invitationIds) });
      toast.success(one ? messages.guests.removed : messages.guests.removedMany(guests.length));
      return true;
    } catch {
      toast.error(one ? messages.guests.removeFailed : messages.guests.removeManyFailed);
      return false;
    } finally {
      void queryClient.invalidateQueries({ queryKey: trpc.guests.list.pathKey() });
      void queryClient.invalidateQueries({ queryKey: trpc.events.byId.queryKey({ eventId }) });
    }
  };
}
