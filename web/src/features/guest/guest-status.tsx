import { buttonStyles } from '../../ui/button-styles.ts';
import { LoadingScreen } from '../player/loading-screen.tsx';
import { usePrefersReducedMotion } from '../player/use-prefers-reduced-motion.ts';

/** While the invitation's details arrive: the loading screen's phrases, changing every 2 s. */
export function GuestLoading() {
  const reducedMotion = usePrefersReducedMotion();
  return (
    <div className="bg-party-confetti relative isolate flex min-h-[70dvh] flex-1 flex-col">
      <span className="sr-only">Opening your invitation</span>
      <LoadingScreen reducedMotion={reducedMotion} />
    </div>
  );
}

/**
 * One of the catalogue's guest viewer messages (docs/product.md, Limits and validation), in place
 * of the invitation.
 */
export function GuestFailure({ message }: { message: string }) {
  return (
    <div className="bg-party-confetti grid flex-1 place-items-center px-5 py-16">
      <div className="w-full max-w-md rounded-[2rem] bg-white px-8 py-8 text-center shadow-2xl">
        <p role="alert" className="font-display text-2xl font-semibold text-ink">
          {message}
        </p>
        <p className="mt-3 text-ink-soft">
          Check the link you were sent, or ask your host for a new one.
        </p>
        <a href="/" className={`${buttonStyles.secondary} mt-6`}>
          Go to PartyReel
        </a>
      </div>
    </div>
  );
}
