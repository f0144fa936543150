/** Small signal-processing building blocks shared by the voices, the drums and the master bus. */

const TABLE_SIZE = 4096;
const SINE_TABLE = new Float32Array(TABLE_SIZE + 1);
for (let i = 0; i <= TABLE_SIZE; i++) SINE_TABLE[i] = Math.sin((2 * Math.PI * i) / TABLE_SIZE);

/** sin(2π·phase) for a phase in cycles (any real number), from a table: much faster than Math.sin. */
export function sine(phase: number): number {
  const position = (phase - Math.floor(phase)) * TABLE_SIZE;
  const index = position | 0;
  const frac = position - index;
  const a = SINE_TABLE[index] as number;
  return a + ((SINE_TABLE[index + 1] as number) - a) * frac;
}

/** The PolyBLEP correction that removes most aliasing from a saw or pulse edge. */
function polyBlep(t: number, dt: number): number {
  if (t < dt) {
    const x = t / dt;
    return x + x - x * x - 1;
  }
  if (t > 1 - dt) {
    const x = (t - 1) / dt;
    return x * x + x + x + 1;
  }
  return 0;
}

export type Wave = 'sine' | 'triangle' | 'saw' | 'square' | 'pulse25' | 'pulse12';

/** Pulse width of each wave; 0 marks the waves that are not pulses. */
const PULSE_WIDTH: Record<Wave, number> = {
  sine: 0,
  triangle: 0,
  saw: 0,
  square: 0.5,
  pulse25: 0.25,
  pulse12: 0.125,
};

/**
 * A bank of oscillators advanced together, kept in typed arrays so the per-sample loop touches
 * no objects: the voices' hot path.
 */
export class OscillatorBank {
  private readonly kinds: Uint8Array;
  private readonly widths: Float64Array;
  private readonly steps: Float64Array;
  private readonly gains: Float64Array;
  private readonly phases: Float64Array;

  constructor(waves: readonly { wave: Wave; gain: number; step: number }[]) {
    const n = waves.length;
    this.kinds = new Uint8Array(n);
    this.widths = new Float64Array(n);
    this.steps = new Float64Array(n);
    this.gains = new Float64Array(n);
    this.phases = new Float64Array(n);
    waves.forEach((w, k) => {
      this.kinds[k] = w.wave === 'sine' ? 0 : w.wave === 'triangle' ? 1 : w.wave === 'saw' ? 2 : 3;
      this.widths[k] = PULSE_WIDTH[w.wave];
      this.steps[k] = w.step;
      this.gains[k] = w.gain;
      this.phases[k] = (k * 0.37) % 1;
    });
  }

  /** The summed sample, then every phase advanced by its step times `bend`. */
  next(bend: number): number {
    let sum = 0;
    const { kinds, widths, steps, gains, phases } = this;
    for (let k = 0; k < kinds.length; k++) {
      const dt = (steps[k] as number) * bend;
      const phase = phases[k] as number;
      let value: number;
      switch (kinds[k]) {
        case 0:
          value = sine(phase);
          break;
        case 1:
          value = phase < 0.5 ? 4 * phase - 1 : 3 - 4 * phase;
          break;
        case 2:
          value = 2 * phase - 1 - polyBlep(phase, dt);
          break;
        default: {
          const width = widths[k] as number;
          let falling = phase + 1 - width;
          if (falling >= 1) falling -= 1;
          value =
            (phase < width ? 1 : -1) +
            polyBlep(phase, dt) -
            polyBlep(falling, dt) -
            (2 * width - 1);
        }
      }
      sum += (gains[k] as number) * value;
      const next = phase + dt;
      phases[k] = next >= 1 ? next - 1 : next;
    }
    return sum;
  }
}

/** A deterministic white-noise source (xorshift32): the same seed always makes the same hiss. */
export class Noise {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0 || 0x9e3779b9;
  }

  /** A value in [-1, 1). */
  next(): number {
    let x = this.state;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.state = x >>> 0;
    return this.state / 2147483648 - 1;
  }
}

/** A state-variable filter (Simper's trapezoidal form): stable when its cutoff moves. */
export class Svf {
  private ic1 = 0;
  private ic2 = 0;
  private a1 = 0;
  private a2 = 0;
  private a3 = 0;
  private k = 1;
  /** Band-pass output of the last `process` call. */
  band = 0;
  /** High-pass output of the last `process` call. */
  high = 0;

  constructor(
    private readonly sampleRate: number,
    cutoff: number,
    q = Math.SQRT1_2,
  ) {
    this.set(cutoff, q);
  }

  set(cutoff: number, q = Math.SQRT1_2): void {
    const fc = Math.min(Math.max(cutoff, 20), this.sampleRate * 0.45);
    const g = Math.tan((Math.PI * fc) / this.sampleRate);
    this.k = 1 / q;
    this.a1 = 1 / (1 + g * (g + this.k));
    this.a2 = g * this.a1;
    this.a3 = g * this.a2;
  }

  /** Filters one sample and returns the low-pass output (band and high are kept too). */
  process(input: number): number {
    const v3 = input - this.ic2;
    const v1 = this.a1 * this.ic1 + this.a2 * v3;
    const v2 = this.ic2 + this.a2 * this.ic1 + this.a3 * v3;
    this.ic1 = 2 * v1 - this.ic1;
    this.ic2 = 2 * v2 - this.ic2;
    this.band = v1;
    this.high = input - this.k * v1 - v2;
    return v2;
  }
}

/** The per-sample multiplier that makes a level fall by 60 dB over `seconds`. */
export function decayFactor(seconds: number, sampleRate: number): number {
  return seconds <= 0 ? 0 : Math.exp(-6.9 / (seconds * sampleRate));
}
