import { type CSSProperties, type RefObject, useEffect, useRef, useState } from 'react';
import { useCoarseTime, useFrame, useRenderTime, writeStyle } from './motion.tsx';
import { loopDistance, MAX_VIDEO_DRIFT, videoTimeAt } from './video-sync.ts';

/** An animated style at scene time t, written every frame (motion.tsx). */
function useMotionStyle<E extends HTMLElement>(
  ref: RefObject<E | null>,
  motion: ((t: number) => CSSProperties) | undefined,
  style: CSSProperties | undefined,
) {
  const last = useRef<Record<string, string>>({});
  const t = useRenderTime();
  useFrame((now) => {
    if (motion && ref.current) writeStyle(ref.current, motion(now), last.current);
  });
  last.current = {};
  return motion ? { ...style, ...motion(t) } : style;
}

export function HostPhoto({
  src,
  className,
  style,
  motion,
}: {
  src: string;
  className?: string;
  style?: CSSProperties;
  motion?: (t: number) => CSSProperties;
}) {
  const ref = useRef<HTMLImageElement>(null);
  const drawn = useMotionStyle(ref, motion, style);
  return (
    <img
      ref={ref}
      src={src}
      alt="From the host"
      decoding="async"
      className={`block object-cover ${className ?? ''}`}
      style={drawn}
    />
  );
}

interface HostVideoProps {
  src: string;
  /** Scene time. */
  t: number;
  /** Scene time at which the video starts playing. */
  startAt: number;
  playing: boolean;
  /** No autoplay: the guest starts it with the video's own controls. */
  reducedMotion: boolean;
  className?: string;
  style?: CSSProperties;
  motion?: (t: number) => CSSProperties;
}

/**
 * The host's short video, muted and inline, kept in step with the scene clock: it plays while the
 * clock plays, pauses with it, and a seek moves it to the matching frame. It stops and lets go of
 * its source when it leaves the page.
 */
export function HostVideo({
  src,
  t: sceneT,
  startAt,
  playing,
  reducedMotion,
  className,
  style,
  motion,
}: HostVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const drawn = useMotionStyle(ref, motion, style);
  // The scene is drawn per frame without re-rendering; the video follows the clock 4 times a second.
  const t = useCoarseTime(sceneT);
  const [length, setLength] = useState(Number.NaN);

  useEffect(() => {
    const video = ref.current;
    if (!video || reducedMotion) return;
    const target = videoTimeAt(t, startAt, length);
    const far = loopDistance(video.currentTime, target, length) > MAX_VIDEO_DRIFT;
    if (playing && t >= startAt) {
      if (video.paused) {
        video.currentTime = target;
        Promise.resolve(video.play()).catch(() => undefined);
      } else if (far) {
        video.currentTime = target;
      }
    } else {
      if (!video.paused) video.pause();
      if (loopDistance(video.currentTime, target, length) > 0.05) video.currentTime = target;
    }
  }, [t, startAt, playing, length, reducedMotion]);

  // Leaving the page stops the video and lets go of it; the source is put back on (re)mount, as
  // StrictMode unmounts and remounts the same element.
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (video.getAttribute('src') !== src) video.setAttribute('src', src);
    return () => {
      video.pause();
      video.removeAttribute('src');
      video.load();
    };
  }, [src]);

  return (
    <video
      ref={ref}
      src={src}
      muted
      playsInline
      preload="metadata"
      controls={reducedMotion}
      aria-label="Video from the host"
      onLoadedMetadata={(event) => setLength(event.currentTarget.duration)}
      className={`block object-cover ${className ?? ''}`}
      style={drawn}
    />
  );
}
