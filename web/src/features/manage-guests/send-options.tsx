import type { GuestListView } from '@partyreel/shared/guests/guest-list';
import {
  type SendType,
  sendSuccessMessage,
  skippedNotes,
} from '@partyreel/shared/guests/send-outcome';
import { messages } from '@partyreel/shared/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTRPC } from '../../lib/trpc.ts';
import { buttonStyles } from '../../ui/button-styles.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { toast } from '../../ui/toast.tsx';
import { useGuestsSend } from '../host-event/use-guests-send.tsx';
import { guestsNoun } from '../recipients/add-guests.ts';
import { useUnlockPrice } from '../unlock/use-unlock-price.ts';
import { guestPagesSendErrorMessage } from '../wizard/steps/use-send-invitations.ts';

type Option = { type: Exclude<SendType, 'resend'>; label: string; hint: string };

const options: readonly Option[] = [
  {
    type: 'all',
    label: 'Send to all guests',
    hint: 'Everyone who has not answered, once a day at most.',
  },
  { type: 'new', label: 'Send to new guests', hint: 'Guests who have not had one yet.' },
  { type: 'poke', label: 'Poke unresponsive guests', hint: 'Guests who have not answered.' },
];

interface SendOptionsProps {
  eventId: string;
  /** How many e-mails each send would queue now; undefined while the list loads. */
  reach: GuestListView['reach'] | undefined;
  locked: boolean;
  onLocked: () => void;
}

/**
 * SEND INVITATIONS (docs/product.md, Manage Guests): all guests, new guests, or a poke to those who
 * have not answered, each saying whom it reaches ('12 guests'); nothing to reach, nothing to press.
 * While locked each offers the unlock instead.
 */
export function SendOptions({ eventId, reach, locked, onLocked }: SendOptionsProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { send: sendNow, mutation: send, consentDialog } = useGuestsSend();
  const baseId = useId();
  // Where texts go, the host may text guests who have a phone even when they have an address.
  const texting = useUnlockPrice().data?.texting === true;
  const [preferText, setPreferText] = useState(false);

  function sendTo(type: Option['type']) {
    if (locked) return onLocked();
    if (send.isPending) return;
    sendNow(
      { eventId, type, ...(texting && preferText ? { preferText: true } : {}) },
      {
        onSuccess: (result) => {
          if (result.queued > 0) toast.success(sendSuccessMessage(type, result));
          if (result.texted > 0) toast(messages.texts.texted(result.texted));
          for (const note of skippedNotes(result.skipped)) toast(note);
        },
        onError: (error) => toast.error(guestPagesSendErrorMessage(error)),
        onSettled: () => {
          void queryClient.invalidateQueries({ queryKey: trpc.guests.list.pathKey() });
          void queryClient.invalidateQueries({
            queryKey: trpc.events.byId.queryKey({ eventId }),
          });
        },
      },
    );
  }

  return (
    <>
      {consentDialog}
      {texting ? (
        <label className="mb-3 flex items-center gap-2 text-sm text-ink">
          <input
            type="checkbox"
            checked={preferText}
            onChange={(event) => setPreferText(event.target.checked)}
            className="size-5 accent-violet-600"
          />
          {messages.texts.preferText}
        </label>
      ) : null}
      <ul className="grid gap-3 sm:grid-cols-3">
        {options.map((option) => {
          const count = reach?.[option.type];
          const pending = send.isPending && send.variables?.type === option.type;
          const reachId = `${baseId}-${option.type}`;
          return (
            <li
              key={option.type}
              className="flex flex-col gap-3 rounded-2xl bg-violet-50/70 p-4 ring-1 ring-violet-100"
            >
              <div className="flex-1">
                <p className="text-sm text-ink-soft">{option.hint}</p>
                <p id={reachId} className="mt-1 font-display text-2xl font-semibold text-ink">
                  {count === undefined ? '…' : guestsNoun(count)}
                </p>
              </div>
              <button
                type="button"
                aria-describedby={reachId}
                onClick={() => sendTo(option.type)}
                disabled={count === 0 || count === undefined || send.isPending}
                aria-busy={pending}
                className={buttonStyles.primarySmall}
              >
                {pending ? <Spinner /> : null}
                {option.label}
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
}
