import { BusyButton } from '../../ui/busy-button.tsx';
import { buttonStyles } from '../../ui/button-styles.ts';

/**
 * A guest row's 'Fix address' (shown only where `canFixAddress` allows) and 'Resend' buttons, as
 * Personal Invites and Manage Guests' list both draw them. Each is named by its visible text and
 * the guest, so a screen reader and voice control find the same button.
 */
export function FixAddressButton({
  name,
  onClick,
  className = '',
}: {
  name: string;
  onClick: () => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={`Fix address for ${name}`}
      className={`${buttonStyles.secondarySmall} ${className}`}
    >
      Fix address
    </button>
  );
}

export function ResendButton({
  name,
  sending,
  onClick,
}: {
  name: string;
  sending: boolean;
  onClick: () => void;
}) {
  return (
    <BusyButton
      busy={sending}
      onClick={onClick}
      aria-label={`Resend to ${name}`}
      className={buttonStyles.secondarySmall}
    >
      Resend
    </BusyButton>
  );
}
