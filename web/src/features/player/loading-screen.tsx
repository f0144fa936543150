import { useEffect, useState } from 'react';

/** docs/product.md (Limits and validation): the loading screen's phrase changes every 2 s. */
export const PHRASE_INTERVAL_MS = 2000;

export const LOADING_PHRASES = [
  'Shaking up the confetti…',
  'Tuning the party playlist…',
  'Polishing the invitation…',
  'Blowing up the balloons…',
  'Lighting the sparklers…',
  'Saving you a seat…',
] as const;

/**
 * What shows while fonts, music and media load: a phrase that changes every 2 s, in a polite live
 * region so a screen reader hears that something is on its way. Sits over the poster frame.
 */
export function LoadingScreen({ reducedMotion }: { reducedMotion: boolean }) {
  const [index, setIndex] = useState(0);

  useEffect(() => {
    const timer = setInterval(
      () => setIndex((current) => (current + 1) % LOADING_PHRASES.length),
      PHRASE_INTERVAL_MS,
    );
    return () => clearInterval(timer);
  }, []);

  return (
    <div className="pointer-events-none absolute inset-x-0 bottom-0 z-30 flex justify-center p-4 md:p-6">
      <div
        role="status"
        aria-live="polite"
        className="flex items-center gap-3 rounded-full bg-black/70 px-5 py-3 font-bold text-white shadow-xl backdrop-blur"
      >
        <LoadingDots still={reducedMotion} />
        <span key={index} className={reducedMotion ? '' : 'animate-pop-in'}>
          {LOADING_PHRASES[index]}
        </span>
      </div>
    </div>
  );
}

function LoadingDots({ still }: { still: boolean }) {
  return (
    <span aria-hidden="true" className="flex gap-1">
      {[0, 1, 2].map((i) => (
        <span
          key={i}
          className={`size-2 rounded-full bg-current ${still ? '' : 'animate-bounce'}`}
          style={{ animationDelay: `${i * 150}ms` }}
        />
      ))}
    </span>
  );
}
