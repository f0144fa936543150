import type { DrumName } from '../synth/percussion.ts';
import type { SeededRandom } from './seeded-random.ts';
import type { DrumPattern } from './style.ts';

export interface BeatHit {
  drum: DrumName;
  /** Beats from the top of the track. */
  start: number;
  velocity: number;
}

const LEVELS: Record<string, number> = { X: 1, x: 0.75, o: 0.45 };

/** One bar of `pattern` from beat `start`: each lane's grid spreads evenly over the bar. */
export function drumBar(
  pattern: DrumPattern,
  start: number,
  beatsPerBar: number,
  random: SeededRandom,
): BeatHit[] {
  const hits: BeatHit[] = [];
  for (const [drum, grid] of Object.entries(pattern) as [DrumName, string][]) {
    const step = beatsPerBar / grid.length;
    [...grid].forEach((mark, i) => {
      const level = LEVELS[mark];
      if (level === undefined) return;
      hits.push({
        drum,
        start: start + i * step,
        velocity: Math.min(1, level + (random.next() - 0.5) * 0.08),
      });
    });
  }
  return hits;
}
