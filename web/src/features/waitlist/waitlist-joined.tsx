import { messages } from '@partyreel/shared/messages';
import { Icon } from '../../ui/icon.tsx';

/** Shown in place of the form once the address is on the list. */
export function WaitlistJoined() {
  return (
    <div
      role="status"
      className="animate-pop-in rounded-3xl bg-emerald-50 p-6 text-center ring-2 ring-emerald-200"
    >
      <Icon
        className="mx-auto mb-3 size-12 text-emerald-500"
        viewBox="0 0 48 48"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <circle cx="24" cy="24" r="20" />
        <path d="m15 25 6 6 12-13" />
      </Icon>
      <p className="font-display text-xl font-semibold text-emerald-800">
        {messages.waitlist.joined}
      </p>
      <p className="mt-2 text-emerald-900/80">
        Watch your inbox on launch day for your 100% off coupon.
      </p>
    </div>
  );
}
