import type { GuestListEntry } from '@partyreel/shared/guests/guest-list';
import { MAX_PEOPLE_PER_ANSWER } from '@partyreel/shared/invite/invite-types';
import { messages } from '@partyreel/shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { readServerError } from '../../lib/server-error.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { BusyButton } from '../../ui/busy-button.tsx';
import { buttonStyles } from '../../ui/button-styles.ts';
import { toast } from '../../ui/toast.tsx';

/** The server's own text for a refusal it explains (not for a failure of its own). */
function refusal(error: unknown): string | undefined {
  const server = readServerError(error);
  return server?.code === 'BAD_REQUEST' || server?.code === 'NOT_FOUND'
    ? server.message
    : undefined;
}

/** After a change to a guest's places, the list and the event's counts are read again. */
function useRefresh(eventId: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: trpc.guests.list.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.events.byId.queryKey({ eventId }) });
  };
}

/** The limits a host may give one guest: 1 to the most any answer may bring. */
const LIMIT_CHOICES = Array.from({ length: MAX_PEOPLE_PER_ANSWER }, (_, i) => i + 1);

/**
 * 'Can bring': the most people this guest's invitation may answer for (docs/decisions/061), the
 * event's limit unless the host chooses another, saved as soon as it is chosen.
 */
function PartyLimitSelect({
  eventId,
  guest,
  eventLimit,
}: {
  eventId: string;
  guest: Pick<GuestListEntry, 'name' | 'maxPeople' | 'invitationIds'>;
  eventLimit: number;
}) {
  const trpc = useTRPC();
  const refresh = useRefresh(eventId);
  const id = useId();
  const { mutate, isPending } = useMutation(
    trpc.guests.setPartyLimit.mutationOptions({
      onSuccess: ({ maxPeople }) =>
        toast.success(messages.places.partyLimitSaved(guest.name, maxPeople)),
      onError: (error) => toast.error(refusal(error) ?? messages.places.partyLimitFailed),
      onSettled: refresh,
    }),
  );
  return (
    <span className="inline-flex items-center gap-1.5 text-sm">
      <label htmlFor={id} className="font-bold text-ink-soft">
        Can bring
        <span className="sr-only"> (most people for {guest.name}, the guest included)</span>
      </label>
      <select
        id={id}
        value={guest.maxPeople === null ? '' : String(guest.maxPeople)}
        disabled={isPending}
        aria-busy={isPending}
        onChange={(event) =>
          mutate({
            eventId,
            invitationIds: guest.invitationIds,
            maxPeople: event.target.value === '' ? null : Number(event.target.value),
          })
        }
        className="min-h-10 rounded-xl border-2 border-violet-200 bg-white px-2 text-ink focus:border-party-magenta"
      >
        {/* One text node per option: a list of 25 guests draws 525 of them. */}
        <option value="">{`Up to ${eventLimit} (event)`}</option>
        {LIMIT_CHOICES.map((most) => (
          <option key={most} value={String(most)}>
            {`Up to ${most}`}
          </option>
        ))}
      </select>
    </span>
  );
}

/**
 * A Guest List row's places (docs/decisions/061): Promote for a guest on the waitlist, and 'Can
 * bring' for a personal guest (a share-link guest has no invitation to limit).
 */
export function GuestPlaces({
  eventId,
  eventLimit,
  guest,
}: {
  eventId: string;
  eventLimit: number;
  guest: GuestListEntry;
}) {
  return (
    <>
      {guest.status === 'waitlisted' ? <PromoteButton eventId={eventId} guest={guest} /> : null}
      {guest.viaLink ? null : (
        <PartyLimitSelect eventId={eventId} guest={guest} eventLimit={eventLimit} />
      )}
    </>
  );
}

/** 'Promote': a guest on the waitlist gets their places (docs/decisions/061). */
function PromoteButton({
  eventId,
  guest,
}: {
  eventId: string;
  guest: Pick<GuestListEntry, 'id' | 'name'>;
}) {
  const trpc = useTRPC();
  const refresh = useRefresh(eventId);
  const { mutate, isPending } = useMutation(
    trpc.guests.promote.mutationOptions({
      onSuccess: () => toast.success(messages.places.promoted(guest.name)),
      onError: (error) => toast.error(refusal(error) ?? messages.places.promoteFailed),
      onSettled: refresh,
    }),
  );
  return (
    <BusyButton
      busy={isPending}
      onClick={() => mutate({ eventId, guestId: guest.id })}
      aria-label={`Promote ${guest.name} from the waitlist`}
      className={buttonStyles.secondarySmall}
    >
      Promote
    </BusyButton>
  );
}
