import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type ClockState,
  clockTime,
  initialClock,
  isPlaying,
  MAX_AUDIO_DRIFT,
  musicVolumeAt,
  pauseClock,
  playClock,
  resizeClock,
  seekClock,
} from './scene-clock.ts';

export interface SceneClockOptions {
  /** Seconds the clock runs from 0 to its end. */
  duration: number;
  /** The music, when there is some: it follows the clock, never the other way round. */
  audio: HTMLAudioElement | null;
  /** Called once each time the clock reaches its end. */
  onEnded?: () => void;
  /**
   * Seconds between updates of `t` while playing (0: every frame). The scenes draw every frame
   * through `subscribe`; `t` is for the coarse UI (progress bar), so the player sets ~0.25.
   */
  uiStep?: number;
}

export interface SceneClock {
  /** Seconds since the start: the one value every scene is drawn from. */
  t: number;
  duration: number;
  playing: boolean;
  /** At the end and stopped. */
  ended: boolean;
  muted: boolean;
  /** The music could not start (autoplay blocked, load error): the clock runs on, silent. */
  soundBlocked: boolean;
  play(): void;
  pause(): void;
  toggle(): void;
  seek(t: number): void;
  replay(): void;
  setMuted(muted: boolean): void;
  /** The clock's time right now (seconds), computed, not stored. */
  time(): number;
  /** Called with the clock's time on every animation frame while it plays, and on every change. */
  subscribe(listener: (t: number) => void): () => void;
}

/** A music correction never follows another within this long, so a buffering track can catch up. */
const CORRECTION_PAUSE_MS = 1000;

const now = () => performance.now();

function hasSource(audio: HTMLAudioElement | null): audio is HTMLAudioElement {
  return audio !== null && (audio.getAttribute('src') ?? '') !== '';
}

/** Whether the music reaches `t` (a track shorter than the playback simply ends). */
function musicCovers(audio: HTMLAudioElement, t: number): boolean {
  return !Number.isFinite(audio.duration) || t < audio.duration;
}

/**
 * The player's clock (docs/architecture.md, The player): `t` advances with requestAnimationFrame
 * while playing, and play, pause, seek and replay move it. The music's currentTime follows it
 * (moved when it drifts more than 0.15 s); when the music cannot play, the clock runs silently all
 * the same.
 */
export function useSceneClock({
  duration,
  audio,
  onEnded,
  uiStep = 0,
}: SceneClockOptions): SceneClock {
  const clockRef = useRef<ClockState>(initialClock(duration));
  const [t, setT] = useState(0);
  const uiT = useRef(0);
  const listeners = useRef(new Set<(t: number) => void>());
  const notify = useCallback((time: number) => {
    for (const listener of listeners.current) listener(time);
  }, []);
  const time = useCallback(() => clockTime(clockRef.current, now()), []);
  const subscribe = useCallback((listener: (t: number) => void) => {
    listeners.current.add(listener);
    return () => {
      listeners.current.delete(listener);
    };
  }, []);
  const [playing, setPlaying] = useState(false);
  const [muted, setMutedState] = useState(false);
  const [soundBlocked, setSoundBlocked] = useState(false);
  const onEndedRef = useRef(onEnded);
  useEffect(() => {
    onEndedRef.current = onEnded;
  });
  const lastCorrection = useRef(Number.NEGATIVE_INFINITY);

  const commit = useCallback(
    (next: ClockState) => {
      clockRef.current = next;
      const at = clockTime(next, now());
      uiT.current = at;
      setT(at);
      setPlaying(isPlaying(next));
      notify(at);
    },
    [notify],
  );

  const startMusic = useCallback(
    (at: number) => {
      if (!hasSource(audio) || !musicCovers(audio, at)) return;
      try {
        audio.currentTime = at;
      } catch {
        // Not seekable yet: it starts from wherever it is and the drift check moves it.
      }
      audio.volume = musicVolumeAt(at, clockRef.current.duration);
      Promise.resolve(audio.play()).then(
        () => setSoundBlocked(false),
        () => setSoundBlocked(true),
      );
    },
    [audio],
  );

  const play = useCallback(() => {
    const next = playClock(clockRef.current, now());
    commit(next);
    startMusic(next.base);
  }, [commit, startMusic]);

  const pause = useCallback(() => {
    commit(pauseClock(clockRef.current, now()));
    audio?.pause();
  }, [audio, commit]);

  const seek = useCallback(
    (to: number) => {
      const next = seekClock(clockRef.current, to, now());
      commit(next);
      if (!hasSource(audio)) return;
      if (!musicCovers(audio, next.base)) {
        audio.pause();
      } else if (isPlaying(next) && audio.paused) {
        startMusic(next.base);
      } else {
        audio.currentTime = next.base;
      }
    },
    [audio, commit, startMusic],
  );

  const replay = useCallback(() => {
    const next = playClock(seekClock(pauseClock(clockRef.current, now()), 0, now()), now());
    commit(next);
    audio?.pause();
    startMusic(0);
  }, [audio, commit, startMusic]);

  const toggle = useCallback(() => {
    if (isPlaying(clockRef.current)) pause();
    else play();
  }, [pause, play]);

  const setMuted = useCallback(
    (value: boolean) => {
      setMutedState(value);
      // A tap on "unmute" is the gesture a blocked autoplay was waiting for.
      if (!value && isPlaying(clockRef.current) && audio?.paused) {
        startMusic(clockTime(clockRef.current, now()));
      }
    },
    [audio, startMusic],
  );

  // The clock's length follows the music's once its metadata arrives.
  useEffect(() => {
    if (clockRef.current.duration === duration) return;
    commit(resizeClock(clockRef.current, duration, now()));
  }, [duration, commit]);

  useEffect(() => {
    if (audio) audio.muted = muted;
  }, [audio, muted]);

  useEffect(() => {
    if (!audio) return;
    const blocked = () => setSoundBlocked(true);
    audio.addEventListener('error', blocked);
    return () => audio.removeEventListener('error', blocked);
  }, [audio]);

  useEffect(() => {
    if (!playing) return;
    let frame = 0;
    const tick = () => {
      const clock = clockRef.current;
      const time = clockTime(clock, now());
      notify(time);
      if (Math.abs(time - uiT.current) >= uiStep) {
        uiT.current = time;
        setT(time);
      }
      if (hasSource(audio) && !audio.paused && musicCovers(audio, time)) {
        audio.volume = musicVolumeAt(time, clock.duration);
        const drift = Math.abs(audio.currentTime - time);
        if (drift > MAX_AUDIO_DRIFT && now() - lastCorrection.current > CORRECTION_PAUSE_MS) {
          lastCorrection.current = now();
          audio.currentTime = time;
        }
      }
      if (time >= clock.duration) {
        commit(pauseClock(clock, now()));
        audio?.pause();
        onEndedRef.current?.();
        return;
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [playing, audio, commit, notify, uiStep]);

  return {
    t,
    duration,
    playing,
    ended: !playing && t >= duration,
    muted,
    soundBlocked,
    play,
    pause,
    toggle,
    seek,
    replay,
    setMuted,
    time,
    subscribe,
  };
}
