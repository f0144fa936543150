import { useEffect, useState } from 'react';
import { BACKGROUND_INTERVAL_MS, type BackgroundSet } from './backgrounds.ts';

/**
 * The viewer's backdrop: three layers cross-fading, the next every 10 s. It keeps its own timer
 * rather than the scene clock: it belongs to the page around the player and keeps changing while the
 * invitation is paused or finished. With reduced motion the change is a short fade.
 */
export function RotatingBackground({
  backgrounds,
  reducedMotion,
}: {
  backgrounds: BackgroundSet;
  reducedMotion: boolean;
}) {
  const [index, setIndex] = useState(0);

  useEffect(() => {
    const timer = setInterval(
      () => setIndex((current) => (current + 1) % backgrounds.length),
      BACKGROUND_INTERVAL_MS,
    );
    return () => clearInterval(timer);
  }, [backgrounds.length]);

  return (
    <div aria-hidden="true" className="absolute inset-0 -z-10 overflow-hidden">
      {backgrounds.map((background, i) => (
        <div
          // The three layers never reorder: their position is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed set of three layers
          key={i}
          data-background={i}
          data-active={i === index}
          className="absolute inset-0 ease-in-out"
          style={{
            background,
            opacity: i === index ? 1 : 0,
            transitionProperty: 'opacity',
            transitionDuration: reducedMotion ? '200ms' : '1800ms',
          }}
        />
      ))}
    </div>
  );
}
