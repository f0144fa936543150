import { decayFactor } from './dsp.ts';
import type { Envelope } from './voice-types.ts';

export const AUDIBLE_FLOOR = 1e-4;

/** An ADSR envelope stepped one sample at a time with multiplications only. */
export class EnvelopeRunner {
  private readonly attackSamples: number;
  private readonly gateSamples: number;
  private readonly decayStep: number;
  private readonly releaseStep: number;
  private decaying = 1;
  private releaseLevel = -1;
  level = 0;

  constructor(
    private readonly env: Envelope,
    gate: number,
    sampleRate: number,
  ) {
    this.attackSamples = Math.max(1, Math.round(env.attack * sampleRate));
    this.gateSamples = Math.max(1, Math.round(gate * sampleRate));
    this.decayStep = decayFactor(env.decay, sampleRate);
    this.releaseStep = decayFactor(env.release, sampleRate);
  }

  /** Total samples until the release has faded out. */
  length(sampleRate: number): number {
    return this.gateSamples + Math.ceil(this.env.release * sampleRate);
  }

  next(i: number): number {
    if (i < this.gateSamples) {
      if (i < this.attackSamples) this.level = i / this.attackSamples;
      else {
        this.level = this.env.sustain + (1 - this.env.sustain) * this.decaying;
        this.decaying *= this.decayStep;
      }
    } else {
      if (this.releaseLevel < 0) this.releaseLevel = this.level;
      this.releaseLevel *= this.releaseStep;
      this.level = this.releaseLevel;
    }
    return this.level;
  }

  get finished(): boolean {
    return this.releaseLevel >= 0 && this.releaseLevel < AUDIBLE_FLOOR;
  }
}

/** Velocity (0–1) to amplitude: soft notes stay audible. */
export function loudness(velocity: number): number {
  return 0.3 + 0.7 * velocity;
}
