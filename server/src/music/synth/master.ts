/** The master bus: loudness, a soft limiter, the peak ceiling and the fades. */

import { Svf } from './dsp.ts';

/** Peak after mastering: −1 dBFS. */
export const PEAK_CEILING = 10 ** (-1 / 20);
/**
 * Target loudness before limiting: −17 dBFS RMS above 120 Hz. Measuring without the low bass (as
 * loudness meters and phone speakers do) keeps a timpani-heavy score as loud as a music box.
 */
const TARGET_LOUDNESS = 0.14;
/** Above this level the limiter bends peaks down smoothly instead of clipping them. */
const KNEE = 0.55;

export function rms(samples: Float32Array, from = 0, to = samples.length): number {
  let sum = 0;
  for (let i = from; i < to; i++) sum += (samples[i] as number) ** 2;
  return Math.sqrt(sum / Math.max(1, to - from));
}

export function peak(samples: Float32Array): number {
  let max = 0;
  for (const value of samples) max = Math.max(max, Math.abs(value));
  return max;
}

/** RMS level above 120 Hz: roughly how loud a track sounds, bass aside. */
export function loudness(samples: Float32Array, sampleRate: number): number {
  const filter = new Svf(sampleRate, 120);
  let sum = 0;
  for (const x of samples) {
    filter.process(x);
    sum += filter.high * filter.high;
  }
  return Math.sqrt(sum / Math.max(1, samples.length));
}

/** Removes DC and sub-sonic rumble with a first-order high-pass at about 30 Hz. */
function highPass(samples: Float32Array, sampleRate: number): void {
  const r = 1 - (2 * Math.PI * 30) / sampleRate;
  let previousIn = 0;
  let previousOut = 0;
  for (let i = 0; i < samples.length; i++) {
    const x = samples[i] as number;
    previousOut = x - previousIn + r * previousOut;
    previousIn = x;
    samples[i] = previousOut;
  }
}

/** Masters `mix` in place: even loudness, no peak above −1 dBFS, fade-in and fade-out. */
export function master(mix: Float32Array, sampleRate: number, fadeOutSeconds: number): void {
  highPass(mix, sampleRate);
  const gain = TARGET_LOUDNESS / Math.max(loudness(mix, sampleRate), 1e-9);
  const room = 1 - KNEE;
  for (let i = 0; i < mix.length; i++) {
    const x = (mix[i] as number) * gain;
    const magnitude = Math.abs(x);
    mix[i] =
      magnitude <= KNEE ? x : Math.sign(x) * (KNEE + room * Math.tanh((magnitude - KNEE) / room));
  }
  // Down to the ceiling when a peak is above it; never up, so quiet-peaked tracks keep the level.
  const ceiling = Math.min(1, PEAK_CEILING / Math.max(peak(mix), 1e-9));
  const fadeIn = Math.round(0.005 * sampleRate);
  const fadeOut = Math.round(fadeOutSeconds * sampleRate);
  for (let i = 0; i < mix.length; i++) {
    let level = ceiling;
    if (i < fadeIn) level *= i / fadeIn;
    const left = mix.length - 1 - i;
    if (left < fadeOut) level *= 0.5 - 0.5 * Math.cos((Math.PI * left) / fadeOut);
    mix[i] = (mix[i] as number) * level;
  }
}
