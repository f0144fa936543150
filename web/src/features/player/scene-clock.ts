/**
 * The player's one clock, as plain data: where it stood when it last changed (`base`, seconds) and,
 * while it plays, the wall-clock moment it started moving (`startedAt`, milliseconds). Its time is
 * computed, never counted, so a late frame cannot make it drift.
 */
export interface ClockState {
  duration: number;
  base: number;
  /** performance.now() when playing began; null while paused. */
  startedAt: number | null;
}

/** The player's scenes and music drift apart no more than this before the music is moved. */
export const MAX_AUDIO_DRIFT = 0.15;

export function initialClock(duration: number, at = 0): ClockState {
  return { duration, base: clampTime(at, duration), startedAt: null };
}

function clampTime(t: number, duration: number): number {
  return Number.isFinite(t) ? Math.min(duration, Math.max(0, t)) : 0;
}

export function clockTime(clock: ClockState, now: number): number {
  if (clock.startedAt === null) return clock.base;
  return clampTime(clock.base + (now - clock.startedAt) / 1000, clock.duration);
}

export function isPlaying(clock: ClockState): boolean {
  return clock.startedAt !== null;
}

/** Starts the clock; from the end it starts over, as a play button at the end would. */
export function playClock(clock: ClockState, now: number): ClockState {
  if (clock.startedAt !== null) return clock;
  const base = clock.base >= clock.duration ? 0 : clock.base;
  return { ...clock, base, startedAt: now };
}

export function pauseClock(clock: ClockState, now: number): ClockState {
  if (clock.startedAt === null) return clock;
  return { ...clock, base: clockTime(clock, now), startedAt: null };
}

/** Moves to `t`, keeping on playing if it was. */
export function seekClock(clock: ClockState, t: number, now: number): ClockState {
  const base = clampTime(t, clock.duration);
  return { ...clock, base, startedAt: clock.startedAt === null ? null : now };
}

/** A new length (music metadata arrived), keeping the current time. */
export function resizeClock(clock: ClockState, duration: number, now: number): ClockState {
  const t = clockTime(clock, now);
  return {
    duration,
    base: clampTime(t, duration),
    startedAt: clock.startedAt === null ? null : now,
  };
}

/**
 * How long the player runs: the whole scene, and longer when the music is longer, so the song goes
 * on under the resting last frame — but never past `cap` seconds.
 */
export function playbackDuration(
  sceneDuration: number,
  musicDuration: number | null,
  cap = 45,
): number {
  if (musicDuration === null || !Number.isFinite(musicDuration) || musicDuration <= 0) {
    return sceneDuration;
  }
  return Math.max(sceneDuration, Math.min(musicDuration, cap));
}

/** The music's volume at `t`: full, fading out over the last `fade` seconds of the playback. */
export function musicVolumeAt(t: number, duration: number, fade = 2): number {
  return Math.min(1, Math.max(0, (duration - t) / fade));
}

/** 'm:ss', for the progress bar's spoken value. */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
