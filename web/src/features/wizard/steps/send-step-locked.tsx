import { CheckoutButton } from '../../unlock/checkout-button.tsx';
import { UnlockPerks } from '../../unlock/unlock-perks.tsx';
import { UnlockPriceTag } from '../../unlock/unlock-price-tag.tsx';
import { UnlockReachNote } from '../../unlock/unlock-reach-note.tsx';
import type { WizardFlow } from '../wizard-steps.ts';

/**
 * The send step of a locked event (docs/product.md, Paying 'Unlock Your Invitation'): what
 * unlocking gives, whom no e-mail will reach, the price, and the checkout button itself; checkout
 * comes back to this step.
 */
export function SendStepLocked({ eventId, from }: { eventId: string; from: WizardFlow }) {
  return (
    <>
      <div className="space-y-5 rounded-3xl bg-white p-5 ring-1 ring-violet-100 sm:p-6">
        <UnlockPerks />
        <UnlockReachNote eventId={eventId} />
        <UnlockPriceTag />
      </div>
      <CheckoutButton eventId={eventId} from={from} />
      <p className="text-ink-soft text-sm">You can unlock sending any time from your event page.</p>
    </>
  );
}
