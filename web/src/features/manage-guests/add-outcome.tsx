import type { AlreadyInvited } from '@partyreel/shared/guests/guest-list';
import { messages } from '@partyreel/shared/messages';
import { buttonStyles } from '../../ui/button-styles.ts';
import { FormMessage } from '../../ui/form-message.tsx';

export interface AddOutcome {
  added: number;
  alreadyInvited: AlreadyInvited[];
}

/**
 * What a save of Add Guests did when someone was already on the guest list (guests.add leaves them
 * out, docs/decisions/036): how many were added, each guest not added again and as whom the list
 * has them, and the way on to Send & Share when there is someone new to invite. Nothing added is
 * an alert; otherwise a status.
 */
export function AddOutcomeMessage({
  outcome,
  onContinue,
}: {
  outcome: AddOutcome;
  onContinue: () => void;
}) {
  const { added, alreadyInvited } = outcome;
  return (
    <FormMessage tone={added > 0 ? 'success' : 'error'}>
      <p>{added > 0 ? messages.guests.saved(added) : messages.guests.noneAdded}</p>
      <ul className="mt-1 space-y-0.5 font-normal">
        {alreadyInvited.map((guest, i) => (
          // The same name may come twice (two rows for one person): the position keeps keys apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed once shown.
          <li key={i}>{messages.guests.alreadyOnList(guest.name, guest.guestName)}</li>
        ))}
      </ul>
      {added > 0 ? (
        <button
          type="button"
          onClick={onContinue}
          className={`${buttonStyles.secondarySmall} mt-3`}
        >
          Go to Send &amp; Share
        </button>
      ) : null}
    </FormMessage>
  );
}
