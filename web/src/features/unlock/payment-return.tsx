import { messages, SUPPORT_EMAIL } from '@partyreel/shared/messages';
import { useEffect, useId } from 'react';
import { buttonStyles } from '../../ui/button-styles.ts';
import { Icon } from '../../ui/icon.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { modalDialogStyle, useModalDialog } from '../../ui/use-modal-dialog.ts';
import type { PaymentWait } from './use-payment-return.ts';

export interface PaymentReturnDialogProps {
  /** usePaymentReturn's wait: nothing, 'processing', or 'slow' after 120 s. */
  wait: PaymentWait;
  /** Hides the wait ('slow' only: while processing there is nothing to do but wait). */
  onClose: () => void;
  /** Reloads the page; the browser's own reload unless a test says otherwise. */
  reload?: () => void;
}

/**
 * The wait after a paid checkout (docs/product.md: The event page; Paying): 'Processing Payment...'
 * with a spinner until the unlock arrives; after 120 s 'Taking Longer Than Expected' with Refresh
 * Page, Contact Support and Close. A native modal <dialog>, like the unlock offer, announced as it
 * changes.
 */
export function PaymentReturnDialog({
  wait,
  onClose,
  reload = () => window.location.reload(),
}: PaymentReturnDialogProps) {
  const ref = useModalDialog(wait !== null);
  const titleId = useId();
  const textId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the dialog's ref never changes
  useEffect(() => {
    // Processing: start at the title (nothing to press); slow: at what helps.
    const target = wait === 'slow' ? 'button' : 'h2';
    ref.current?.querySelector<HTMLElement>(target)?.focus();
  }, [wait]);

  const slow = wait === 'slow';
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={textId}
      aria-busy={wait === 'processing'}
      onCancel={(event) => {
        // Escape closes only the slow state; the state lives in React, not in the dialog.
        event.preventDefault();
        if (slow) onClose();
      }}
      className={modalDialogStyle}
    >
      {wait ? (
        <div className="p-6 text-center sm:p-8">
          <div role="status">
            <span
              aria-hidden="true"
              className="mx-auto grid size-16 place-items-center rounded-3xl bg-violet-50 text-party-plum"
            >
              {slow ? <ClockIcon /> : <Spinner className="size-9" />}
            </span>
            <h2 id={titleId} tabIndex={-1} className="mt-4 text-3xl font-semibold outline-none">
              {slow ? messages.checkout.takingLonger : messages.checkout.processing}
            </h2>
            <p id={textId} className="mt-2 text-ink-soft">
              {slow
                ? 'Your payment may still be on its way. Refresh the page to check again, or write to us if your invitation stays locked.'
                : 'We are confirming your payment with the card provider. This page updates by itself as soon as it arrives.'}
            </p>
          </div>
          {slow ? (
            <div className="mt-6 flex flex-col gap-3">
              <button type="button" onClick={reload} className={buttonStyles.primary}>
                Refresh Page
              </button>
              <a href={`mailto:${SUPPORT_EMAIL}`} className={buttonStyles.secondary}>
                Contact Support
              </a>
              <button
                type="button"
                onClick={onClose}
                className="min-h-10 font-bold text-ink-soft underline decoration-2 underline-offset-2 hover:text-ink"
              >
                Close
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
    </dialog>
  );
}

function ClockIcon() {
  return (
    <Icon className="size-8" strokeWidth="2" strokeLinecap="round">
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </Icon>
  );
}
