import { decayFactor, Noise, Svf, sine } from './dsp.ts';

/** Adds one hit's samples into `out` (whose length is the sound's length). */
type Play = (out: Float32Array, sr: number, noise: Noise) => void;

interface DrumSound {
  /** Seconds. */
  length: number;
  gain: number;
  play: Play;
}

/** A pitched thump: a sine whose pitch falls from `high` to `low` (kicks, toms, congas). */
function thump(high: number, low: number, sweep: number, decay: number, clickLevel = 0) {
  return (out: Float32Array, sr: number, noise: Noise) => {
    let phase = 0;
    let level = 1;
    let click = clickLevel;
    const fall = decayFactor(decay, sr);
    const sweepFall = Math.exp(-1 / (sweep * sr));
    const clickFall = decayFactor(0.004, sr);
    let excess = high - low;
    for (let i = 0; i < out.length; i++) {
      phase += (low + excess) / sr;
      excess *= sweepFall;
      out[i] = (out[i] as number) + level * sine(phase) + click * noise.next();
      level *= fall;
      click *= clickFall;
    }
  };
}

/** Filtered noise with an exponential decay (snares, hats, shakers, cymbals). */
function hiss(mode: 'band' | 'high', cutoff: number, q: number, decay: number, attack = 0) {
  return (out: Float32Array, sr: number, noise: Noise) => {
    const filter = new Svf(sr, cutoff, q);
    const fall = decayFactor(decay, sr);
    const rise = Math.max(1, attack * sr);
    let level = 1;
    for (let i = 0; i < out.length; i++) {
      filter.process(noise.next());
      const value = mode === 'band' ? filter.band : filter.high;
      out[i] = (out[i] as number) + value * level * Math.min(1, i / rise);
      level *= fall;
    }
  };
}

/** Metallic partials (cowbell, triangle, jingles) with an exponential decay. */
function ring(partials: readonly number[], decay: number) {
  return (out: Float32Array, sr: number) => {
    const fall = decayFactor(decay, sr);
    let level = 1;
    for (let i = 0; i < out.length; i++) {
      let value = 0;
      for (const f of partials) if (f < sr * 0.45) value += sine((f * i) / sr);
      out[i] = (out[i] as number) + (value / partials.length) * level;
      level *= fall;
    }
  };
}

/** Several sounds layered into one hit, each offset by `delay` seconds. */
function layers(...parts: { sound: Play; gain: number; delay?: number }[]) {
  return (out: Float32Array, sr: number, noise: Noise) => {
    for (const part of parts) {
      const layer = new Float32Array(out.length - Math.round((part.delay ?? 0) * sr));
      part.sound(layer, sr, noise);
      const offset = out.length - layer.length;
      for (let i = 0; i < layer.length; i++) {
        out[offset + i] = (out[offset + i] as number) + (layer[i] as number) * part.gain;
      }
    }
  };
}

/** An 8-bit style noise channel: a sample-and-hold of noise at a coarse rate. */
function chipNoise(rate: number, decay: number) {
  return (out: Float32Array, sr: number, noise: Noise) => {
    const hold = Math.max(1, Math.round(sr / rate));
    const fall = decayFactor(decay, sr);
    let level = 1;
    let value = 0;
    for (let i = 0; i < out.length; i++) {
      if (i % hold === 0) value = noise.next() > 0 ? 1 : -1;
      out[i] = (out[i] as number) + value * level;
      level *= fall;
    }
  };
}

export const DRUMS = {
  kick: { length: 0.45, gain: 1, play: thump(150, 48, 0.035, 0.38, 0.25) },
  stomp: {
    length: 0.6,
    gain: 0.8,
    play: layers(
      { sound: thump(110, 45, 0.05, 0.5), gain: 1 },
      { sound: hiss('band', 300, 1, 0.18), gain: 1.6 },
    ),
  },
  snare: {
    length: 0.35,
    gain: 1.1,
    play: layers(
      { sound: thump(240, 185, 0.02, 0.12), gain: 0.5 },
      { sound: hiss('band', 3500, 0.7, 0.18), gain: 1.3 },
    ),
  },
  brush: { length: 0.3, gain: 0.8, play: hiss('band', 3000, 0.6, 0.16, 0.01) },
  clap: {
    length: 0.35,
    gain: 1,
    play: layers(
      { sound: hiss('band', 1300, 1.2, 0.03), gain: 1.3 },
      { sound: hiss('band', 1300, 1.2, 0.03), gain: 1.3, delay: 0.011 },
      { sound: hiss('band', 1300, 1.2, 0.2), gain: 1.5, delay: 0.022 },
    ),
  },
  snap: { length: 0.12, gain: 0.5, play: hiss('band', 2200, 2, 0.05) },
  'hat-closed': { length: 0.1, gain: 0.4, play: hiss('high', 7000, 0.8, 0.05) },
  'hat-open': { length: 0.45, gain: 0.26, play: hiss('high', 6500, 0.8, 0.35) },
  ride: {
    length: 0.9,
    gain: 0.18,
    play: layers(
      { sound: hiss('high', 5000, 0.8, 0.7), gain: 0.8 },
      { sound: ring([3140, 4410, 5230], 0.8), gain: 0.5 },
    ),
  },
  crash: { length: 1.8, gain: 0.32, play: hiss('high', 4000, 0.6, 1.6, 0.003) },
  shaker: { length: 0.12, gain: 0.5, play: hiss('high', 6000, 0.8, 0.07, 0.012) },
  tambourine: {
    length: 0.3,
    gain: 0.3,
    play: layers(
      { sound: hiss('high', 7500, 1, 0.18, 0.002), gain: 1 },
      { sound: ring([5200, 6900, 8100], 0.15), gain: 0.5 },
    ),
  },
  'sleigh-bells': {
    length: 0.35,
    gain: 0.3,
    play: layers(
      { sound: hiss('high', 7000, 1, 0.1), gain: 0.8 },
      { sound: ring([4800, 6300, 7700, 9100], 0.12), gain: 0.6 },
      { sound: hiss('high', 7000, 1, 0.1), gain: 0.6, delay: 0.014 },
      { sound: ring([5100, 6600, 8300], 0.14), gain: 0.45, delay: 0.03 },
    ),
  },
  triangle: { length: 1.2, gain: 0.16, play: ring([2600, 5560, 8450], 1.1) },
  'wood-block': { length: 0.12, gain: 0.5, play: ring([880, 2330], 0.06) },
  clave: { length: 0.1, gain: 0.4, play: ring([2500], 0.05) },
  cowbell: { length: 0.3, gain: 0.25, play: ring([562, 845, 1690], 0.2) },
  'tom-low': { length: 0.5, gain: 0.7, play: thump(140, 95, 0.06, 0.4, 0.1) },
  'tom-high': { length: 0.4, gain: 0.7, play: thump(220, 150, 0.05, 0.3, 0.1) },
  'bongo-high': { length: 0.2, gain: 0.55, play: thump(480, 400, 0.01, 0.12, 0.05) },
  'bongo-low': { length: 0.25, gain: 0.6, play: thump(340, 280, 0.012, 0.16, 0.05) },
  timpani: {
    length: 1.5,
    gain: 0.4,
    play: layers(
      { sound: thump(95, 88, 0.05, 1.3, 0.05), gain: 1 },
      { sound: thump(150, 146, 0.05, 0.7), gain: 0.35 },
    ),
  },
  'chip-kick': { length: 0.15, gain: 0.8, play: thump(220, 45, 0.025, 0.13) },
  'chip-snare': { length: 0.15, gain: 0.35, play: chipNoise(9000, 0.12) },
  'chip-hat': { length: 0.06, gain: 0.18, play: chipNoise(20000, 0.03) },
} as const satisfies Record<string, DrumSound>;

export type DrumName = keyof typeof DRUMS;

/**
 * One hit of `drum` at full velocity, faded at the end of its window so a cut tail never clicks.
 * The renderer plays it at each hit's velocity: a drum machine's sample, made here.
 */
export function drumSample(drum: DrumName, sampleRate: number, seed: number): Float32Array {
  const sound: DrumSound = DRUMS[drum];
  const out = new Float32Array(Math.round(sound.length * sampleRate));
  sound.play(out, sampleRate, new Noise(seed));
  const fade = Math.min(out.length, Math.round(0.01 * sampleRate));
  for (let i = 0; i < out.length; i++) {
    const left = out.length - i;
    out[i] = (out[i] as number) * sound.gain * (left < fade ? left / fade : 1);
  }
  return out;
}

/** How loud a hit of `velocity` (0–1) plays its sample. */
export function drumLevel(velocity: number): number {
  return 0.25 + 0.75 * velocity;
}
