import { messages } from '@partyreel/shared/messages';
import { DismissButton } from '../../ui/dismiss-button.tsx';
import { Icon } from '../../ui/icon.tsx';

/**
 * The anonymous session could not be started: says so until dismissed (docs/product.md: Pages;
 * Limits and validation).
 */
export function StartFailedBanner({ onDismiss }: { onDismiss: () => void }) {
  return (
    <div
      role="alert"
      className="animate-pop-in flex items-start gap-3 rounded-2xl bg-white px-4 py-3 font-semibold text-rose-700 shadow-xl shadow-violet-950/25 ring-1 ring-rose-100"
    >
      <Icon className="mt-0.5 size-5 shrink-0" viewBox="0 0 20 20">
        <path d="M10 1.8a8.2 8.2 0 1 0 0 16.4 8.2 8.2 0 0 0 0-16.4Zm-.9 4.4h1.8v5.1H9.1V6.2Zm.9 8.4a1.1 1.1 0 1 1 0-2.2 1.1 1.1 0 0 1 0 2.2Z" />
      </Icon>
      <p className="flex-1">{messages.landing.anonymousStartFailed}</p>
      <DismissButton
        onClick={onDismiss}
        className="-m-1 grid size-8 shrink-0 place-items-center rounded-full text-rose-700 hover:bg-rose-50"
      />
    </div>
  );
}
