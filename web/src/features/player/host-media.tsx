import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { loopDistance, MAX_VIDEO_DRIFT, videoTimeAt } from './video-sync.ts';

export function HostPhoto({
  src,
  className,
  style,
}: {
  src: string;
  className?: string;
  style?: CSSProperties;
}) {
  return (
    <img
      src={src}
      alt="From the host"
      decoding="async"
      className={`block object-cover ${className ?? ''}`}
      style={style}
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
}

/**
 * The host's short video, muted and inline, kept in step with the scene clock: it plays while the
 * clock plays, pauses with it, and a seek moves it to the matching frame. It stops and lets go of
 * its source when it leaves the page.
 */
export function HostVideo({
  src,
  t,
  startAt,
  playing,
  reducedMotion,
  className,
  style,
}: HostVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
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
      style={style}
    />
  );
}
