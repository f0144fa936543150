import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * The preview's mute/unmute toggle (docs/product.md, Pages): silences every <audio> and <video> the
 * preview plays, including ones that start later.
 */
export function MutedStage({ children }: { children: ReactNode }) {
  const [muted, setMuted] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const mutedRef = useRef(muted);

  useEffect(() => {
    mutedRef.current = muted;
    const element = box.current;
    if (!element) return;
    for (const media of element.querySelectorAll<HTMLMediaElement>('audio, video'))
      media.muted = muted;
    // Media events do not bubble, but they do pass the capture phase of their ancestors.
    const onPlay = (event: Event) => {
      if (event.target instanceof HTMLMediaElement && mutedRef.current) event.target.muted = true;
    };
    element.addEventListener('play', onPlay, true);
    return () => element.removeEventListener('play', onPlay, true);
  }, [muted]);

  return (
    <div className="space-y-3">
      <div ref={box}>{children}</div>
      <button
        type="button"
        aria-pressed={muted}
        onClick={() => setMuted(!muted)}
        className="inline-flex min-h-10 items-center gap-2 rounded-full bg-white px-4 text-sm font-bold text-ink ring-2 ring-violet-200 hover:bg-violet-50 aria-pressed:bg-violet-100"
      >
        <span aria-hidden="true">{muted ? '🔇' : '🔊'}</span>
        Mute preview
      </button>
    </div>
  );
}
