import { messages } from '@partyreel/shared/messages';
import type { CheckoutOrigin } from '@partyreel/shared/payments/payment-input';
import { useId } from 'react';
import { buttonStyles } from '../../ui/button-styles.ts';
import { Icon } from '../../ui/icon.tsx';
import {
  closeOnEscapeOrBackdrop,
  modalDialogStyle,
  useModalDialog,
} from '../../ui/use-modal-dialog.ts';
import { CheckoutButton } from './checkout-button.tsx';
import { UnlockPerks } from './unlock-perks.tsx';
import { UnlockPriceTag } from './unlock-price-tag.tsx';
import { UnlockReachNote } from './unlock-reach-note.tsx';

export interface UnlockModalProps {
  open: boolean;
  onClose: () => void;
  /** The event checkout pays for. */
  eventId: string;
  /** Where the host comes back to after checkout: the event page, or the wizard it started from. */
  from: CheckoutOrigin;
  /** Goes to the checkout page; the browser's own navigation unless a test says otherwise. */
  goToCheckout?: (url: string) => void;
}

/**
 * 'Unlock Distribution' (docs/product.md, Pages): what paying once per event gives, the server's
 * price and promo code, the field to type a code in (docs/decisions/034), the checkout button and
 * 'Maybe later'. A native modal <dialog>: the browser keeps focus inside it and Escape closes it. A
 * failed checkout says why inside it, and it stays open. Nothing here unlocks: only the payment's
 * webhook does (docs/decisions/016-payments-and-the-paywall.md).
 */
export function UnlockModal({ open, onClose, eventId, from, goToCheckout }: UnlockModalProps) {
  // Browsers move the focus to the first field, the optional promo code (a phone's keyboard would
  // open): start at the checkout button instead.
  const ref = useModalDialog(open, (dialog) =>
    dialog.querySelector<HTMLElement>('[data-initial-focus], button:not([disabled])')?.focus(),
  );
  const titleId = useId();
  const describedId = useId();

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={describedId}
      data-event-id={eventId}
      {...closeOnEscapeOrBackdrop(onClose)}
      className={modalDialogStyle}
    >
      {open ? (
        <div className="p-6 sm:p-8">
          <span
            aria-hidden="true"
            className="bg-party mx-auto grid size-16 place-items-center rounded-3xl text-white shadow-lg shadow-fuchsia-500/30"
          >
            <Icon className="size-8" strokeWidth="2">
              <rect x="4.5" y="10.5" width="15" height="10" rx="2.5" />
              <path d="M8 10.5V7.5a4 4 0 0 1 7.7-1.5" strokeLinecap="round" />
            </Icon>
          </span>
          <h2 id={titleId} className="mt-4 text-center text-3xl font-semibold">
            {messages.unlock.title}
          </h2>
          <p id={describedId} className="mt-2 text-center text-ink-soft">
            Pay once for this event and send your invitation to every guest.
          </p>
          <div className="mt-6">
            <UnlockPerks />
          </div>
          <div className="mt-4 empty:hidden">
            <UnlockReachNote eventId={eventId} />
          </div>
          <div className="mt-6">
            <UnlockPriceTag />
          </div>
          <div className="mt-6 flex flex-col gap-3">
            <CheckoutButton eventId={eventId} from={from} go={goToCheckout} />
            <button type="button" onClick={onClose} className={buttonStyles.secondary}>
              {messages.unlock.maybeLater}
            </button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
