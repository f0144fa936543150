import type { GuestView } from '@partyreel/shared/events/event-view';
import { type SendInvitationsResult, skippedNotes } from '@partyreel/shared/guests/send-outcome';
import { SEND_SUCCESS_DELAY_MS } from '@partyreel/shared/limits';
import { messages } from '@partyreel/shared/messages';
import { useEffect, useEffectEvent } from 'react';
import { BusyButton } from '../../../ui/busy-button.tsx';
import { buttonStyles } from '../../../ui/button-styles.ts';
import { FormMessage } from '../../../ui/form-message.tsx';
import { VerifyToSend } from '../../auth/verify-to-send.tsx';
import { WizardFrame } from '../wizard-frame.tsx';
import { useSendInvitations } from './use-send-invitations.ts';

export interface SendStepUnlockedProps {
  frame: { step: number; total: number; onBack: () => void; onSave?: (() => void) | undefined };
  eventId: string;
  guests: readonly GuestView[];
  /** Continue, and where a successful send goes on its own: reminders, or the event page. */
  onSkip: () => void;
}

/**
 * The send step of an unlocked event (docs/product.md, Paying): its guests and 'Send invitations'.
 * A send shows 'Invitations sent successfully!' (and who was skipped), then moves on after
 * SEND_SUCCESS_DELAY_MS; a refused one keeps the guests and says why, and may be tried again.
 */
export function SendStepUnlocked({ frame, eventId, guests, onSkip }: SendStepUnlockedProps) {
  const sending = useSendInvitations(eventId);
  const sent = sending.result !== null;

  const moveOn = useEffectEvent(onSkip);
  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(moveOn, SEND_SUCCESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  return (
    <WizardFrame {...frame} title="Send invitations" onNext={onSkip} nextLabel="Continue" quietNext>
      {guests.length === 0 ? (
        <p className="rounded-3xl bg-violet-50 p-5 text-center font-semibold text-ink-soft">
          {messages.wizard.noRecipients}
        </p>
      ) : (
        <GuestList guests={guests} />
      )}
      <VerifyToSend />
      {sending.result ? <SentMessage result={sending.result} /> : null}
      {sending.error ? <FormMessage tone="error">{sending.error}</FormMessage> : null}
      {sending.consentDialog}
      {guests.length > 0 ? (
        <BusyButton
          busy={sending.pending}
          disabled={sending.pending || sent}
          onClick={sending.send}
          className={`${buttonStyles.primary} w-full uppercase tracking-wide`}
        >
          Send invitations
        </BusyButton>
      ) : null}
    </WizardFrame>
  );
}

function GuestList({ guests }: { guests: readonly GuestView[] }) {
  return (
    <ul
      aria-label="Guests"
      className="divide-y divide-violet-100 rounded-3xl bg-white px-5 ring-1 ring-violet-100"
    >
      {guests.map((guest) => (
        <li key={guest.id} className="py-3">
          <p className="font-bold text-ink">{guest.name}</p>
          <p className="text-ink-soft text-sm">{guest.email ?? guest.phone}</p>
        </li>
      ))}
    </ul>
  );
}

/**
 * The catalogue's success text (when an e-mail went out at all), and a sentence for each kind of
 * guest the send left out.
 */
function SentMessage({ result }: { result: SendInvitationsResult }) {
  return (
    <FormMessage tone="success">
      {result.queued > 0 ? <p>{messages.send.sent}</p> : null}
      {result.texted > 0 ? (
        <p className="font-normal">{messages.texts.texted(result.texted)}</p>
      ) : null}
      {skippedNotes(result.skipped).map((note) => (
        <p key={note} className="font-normal">
          {note}
        </p>
      ))}
    </FormMessage>
  );
}
