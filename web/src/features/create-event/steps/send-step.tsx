import { messages } from '@partyreel/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { buttonStyles } from '../../../ui/button-styles.ts';
import { UnlockModal } from '../../unlock/unlock-modal.tsx';
import { WizardFrame } from '../wizard-frame.tsx';

export interface SendStepProps {
  step: number;
  total: number;
  eventId: string;
  onBack: () => void;
  /** 'Skip for now' and Continue: to the reminders (or, in edit mode, the event page). */
  onSkip: () => void;
}

/**
 * Send invitations (SPEC.md §4): 'Checking Status...' while the event loads; a locked event shows
 * 'Unlock Your Invitation' with Back and 'Skip for now'; an unlocked one shows its guests. Sending
 * itself comes with the guest pages (docs/decisions/013-wizard-drafts.md).
 */
export function SendStep({ step, total, eventId, onBack, onSkip }: SendStepProps) {
  const { trpc } = useRouteContext({ from: '__root__' });
  const event = useQuery(trpc.events.byId.queryOptions({ eventId }));
  const [unlocking, setUnlocking] = useState(false);
  const frame = { step, total, onBack };

  if (event.isPending) {
    return (
      <WizardFrame {...frame} title={messages.wizard.checkingStatus}>
        <p role="status" className="py-8 text-center text-ink-soft">
          {messages.wizard.checkingStatus}
        </p>
      </WizardFrame>
    );
  }
  if (event.isError) {
    return (
      <WizardFrame
        {...frame}
        title="Send invitations"
        error={messages.wizard.loadFailed}
        onNext={() => void event.refetch()}
        nextLabel="Try again"
        extraActions={<SkipButton onSkip={onSkip} />}
      />
    );
  }
  if (!event.data.unlocked) {
    return (
      <WizardFrame
        {...frame}
        title={messages.wizard.unlockYourInvitation}
        intro="Your invitation is ready! Unlock it once to share it by e-mail or link."
        onNext={onSkip}
        nextLabel={messages.wizard.skipForNow}
      >
        <ul className="space-y-2 rounded-3xl bg-white p-5 text-ink ring-1 ring-violet-100">
          <li>✉️ Share by text, e-mail or link</li>
          <li>⚡ Instant RSVPs</li>
          <li>🎉 Up to 200 guests</li>
        </ul>
        <button
          type="button"
          onClick={() => setUnlocking(true)}
          className={`${buttonStyles.primary} w-full`}
        >
          Unlock sending
        </button>
        <p className="text-ink-soft text-sm">
          You can unlock sending any time from your event page.
        </p>
        <UnlockModal open={unlocking} onClose={() => setUnlocking(false)} eventId={eventId} />
      </WizardFrame>
    );
  }
  const guests = event.data.guests;
  return (
    <WizardFrame {...frame} title="Send invitations" onNext={onSkip} nextLabel="Continue">
      {guests.length === 0 ? (
        <p className="rounded-3xl bg-violet-50 p-5 text-center font-semibold text-ink-soft">
          {messages.wizard.noRecipients}
        </p>
      ) : (
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
      )}
      <button type="button" disabled className={`${buttonStyles.primary} w-full`}>
        Send invitations (coming soon)
      </button>
    </WizardFrame>
  );
}

function SkipButton({ onSkip }: { onSkip: () => void }) {
  return (
    <button type="button" onClick={onSkip} className={buttonStyles.secondary}>
      {messages.wizard.skipForNow}
    </button>
  );
}
