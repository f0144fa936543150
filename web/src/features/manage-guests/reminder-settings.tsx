import type { EventView } from '@partyreel/shared/events/event-view';
import { messages } from '@partyreel/shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc.ts';
import { toast } from '../../ui/toast.tsx';
import { RemindersFields, RemindersLockedNote } from '../wizard/steps/reminders-fields.tsx';

interface ReminderSettingsProps {
  event: EventView;
  locked: boolean;
  onLocked: () => void;
}

type Reminders = Pick<EventView, 'reminderNoResponse' | 'reminderAll'>;

/**
 * The two automatic reminders, as the wizard shows them, saved on each change
 * (events.setReminders). A failure says so and puts back what was saved. While the event is
 * locked they rest at 'No reminder', a note says why, and Unlock offers the unlock.
 */
export function ReminderSettings({ event, locked, onLocked }: ReminderSettingsProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [shown, setShown] = useState<Reminders>({
    reminderNoResponse: event.reminderNoResponse,
    reminderAll: event.reminderAll,
  });
  const save = useMutation(trpc.events.setReminders.mutationOptions());

  function change(next: Partial<Reminders>) {
    const before = shown;
    const wanted = { ...shown, ...next };
    setShown(wanted);
    save.mutate(
      { eventId: event.id, ...wanted },
      {
        onSuccess: (view) =>
          queryClient.setQueryData(trpc.events.byId.queryKey({ eventId: event.id }), view),
        onError: () => {
          setShown(before);
          toast.error(messages.guests.remindersFailed);
        },
      },
    );
  }

  return (
    <div className="space-y-4">
      {locked ? <RemindersLockedNote onUnlock={onLocked} /> : null}
      <RemindersFields
        reminderNoResponse={locked ? '' : shown.reminderNoResponse}
        reminderAll={locked ? '' : shown.reminderAll}
        disabled={locked || save.isPending}
        onChange={change}
      />
    </div>
  );
}
