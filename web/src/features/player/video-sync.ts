/**
 * Where the host's video should be at scene time `t`: it starts at `startAt` and loops while the
 * scene runs (a host video is 3 to 15 s), so a seek anywhere lands on the right frame.
 */
export function videoTimeAt(t: number, startAt: number, videoDuration: number): number {
  const local = Math.max(0, t - startAt);
  if (!Number.isFinite(videoDuration) || videoDuration <= 0) return local;
  return local % videoDuration;
}

/** How far a video may wander from its place before it is moved back (seconds). */
export const MAX_VIDEO_DRIFT = 0.3;

/** The distance between two points of a looping video, the short way round the loop. */
export function loopDistance(a: number, b: number, videoDuration: number): number {
  const d = Math.abs(a - b);
  if (!Number.isFinite(videoDuration) || videoDuration <= 0) return d;
  return Math.min(d, videoDuration - d);
}
