import { messages } from '@partyreel/shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { readServerError } from '../../lib/server-error.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { toast } from '../../ui/toast.tsx';

/**
 * 'Who's coming' (docs/product.md, The event page): whether guests see the first names of those who
 * accepted on the invitation. Saved as soon as it changes; a refusal puts the switch back and says
 * why.
 */
export function WhosComingToggle({ eventId, shown }: { eventId: string; shown: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const update = useMutation(trpc.events.update.mutationOptions());
  const [checked, setChecked] = useState(shown);
  const id = useId();

  async function change(next: boolean) {
    setChecked(next);
    try {
      await update.mutateAsync({ eventId, showGuestList: next });
      await queryClient.invalidateQueries({ queryKey: trpc.events.byId.queryKey({ eventId }) });
    } catch (error) {
      setChecked(!next);
      toast.error(readServerError(error)?.message ?? messages.editEvent.updateFailed);
    }
  }

  return (
    <div className="flex items-start gap-3 rounded-2xl bg-violet-50/70 px-4 py-3 ring-1 ring-violet-100">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={update.isPending}
        aria-describedby={`${id}-hint`}
        onChange={(event) => void change(event.target.checked)}
        className="mt-1 size-5 shrink-0 accent-party-magenta"
      />
      <div>
        <label htmlFor={id} className="font-bold text-ink">
          Show who’s coming on the invitation
        </label>
        <p id={`${id}-hint`} className="text-sm text-ink-soft">
          Guests see the first names of those who accepted. Nothing else about them.
        </p>
      </div>
    </div>
  );
}
