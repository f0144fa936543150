import type { Meter } from './style.ts';

export interface MeterInfo {
  beatsPerBar: number;
  /** Beats that carry weight: the melody lands on chord tones there. */
  strongBeats: readonly number[];
  /** A note at least this long (in beats) is heard as a resting point and must fit the chord. */
  longNote: number;
  /** Beats per quarter-note tempo beat: 6/8 counts eighths, three to the dotted-quarter pulse. */
  beatsPerPulse: number;
}

export const METERS: Record<Meter, MeterInfo> = {
  '4/4': { beatsPerBar: 4, strongBeats: [0, 2], longNote: 1.5, beatsPerPulse: 1 },
  '3/4': { beatsPerBar: 3, strongBeats: [0], longNote: 2, beatsPerPulse: 1 },
  '6/8': { beatsPerBar: 6, strongBeats: [0, 3], longNote: 3, beatsPerPulse: 3 },
};

/** Turns beat positions into seconds, applying swing to the off-beat eighths. */
export class Clock {
  readonly secondsPerBeat: number;

  constructor(
    bpm: number,
    readonly meter: MeterInfo,
    private readonly swing: number,
  ) {
    this.secondsPerBeat = 60 / (bpm * meter.beatsPerPulse);
  }

  get secondsPerBar(): number {
    return this.secondsPerBeat * this.meter.beatsPerBar;
  }

  /** Seconds at beat `beat`; with swing, the second eighth of each beat comes late. */
  seconds(beat: number): number {
    if (this.swing === 0.5 || this.meter.beatsPerPulse !== 1) return beat * this.secondsPerBeat;
    const whole = Math.floor(beat);
    const within = beat - whole;
    const swung =
      within < 0.5 ? within * 2 * this.swing : this.swing + (within - 0.5) * 2 * (1 - this.swing);
    return (whole + swung) * this.secondsPerBeat;
  }
}
