import { midiToFrequency } from '../compose/theory.ts';
import { decayFactor, Noise, Svf, sine } from './dsp.ts';
import { AUDIBLE_FLOOR, loudness } from './envelope.ts';
import type { NoteRequest } from './note-request.ts';
import type { ModalVoice, PluckVoice } from './voice-types.ts';

/** Decaying sine partials and a mallet's knock: bells, bars, music box, piano. */
export function playModal(voice: ModalVoice, gain: number, r: NoteRequest): Float32Array {
  const sr = r.sampleRate;
  const freq = midiToFrequency(r.midi);
  // Higher notes ring shorter, as on a real bar or string.
  const ringScale = Math.min(1.6, Math.sqrt(262 / freq));
  const audible = voice.partials.filter((p) => freq * p.ratio < sr * 0.45);
  const steps = Float64Array.from(audible, (p) => (freq * p.ratio) / sr);
  const levels = Float64Array.from(audible, (p) => p.gain);
  const falls = Float64Array.from(audible, (p) => decayFactor(p.decay * ringScale, sr));
  const phases = new Float64Array(audible.length);
  const longest = Math.max(...voice.partials.map((p) => p.decay)) * ringScale;
  const gateSamples = Math.round(r.gate * sr);
  const length = Math.ceil(Math.min(r.gate + voice.release, longest) * sr);
  const out = new Float32Array(length);
  const attack = Math.max(1, Math.round(voice.attack * sr));
  const releaseStep = decayFactor(voice.release, sr);
  const amp = gain * loudness(r.velocity);
  const noise = voice.click ? new Noise(r.seed) : null;
  const clickFall = decayFactor(0.012, sr);
  let click = voice.click ?? 0;
  const clickFilter = new Svf(sr, freq * 3, 1);
  let damper = 1;
  const trem = voice.tremolo;

  for (let i = 0; i < length; i++) {
    let sample = 0;
    for (let k = 0; k < steps.length; k++) {
      const phase = phases[k] as number;
      sample += (levels[k] as number) * sine(phase);
      const next = phase + (steps[k] as number);
      phases[k] = next >= 1 ? next - 1 : next;
      levels[k] = (levels[k] as number) * (falls[k] as number);
    }
    if (noise && click > AUDIBLE_FLOOR) {
      sample += click * clickFilter.process(noise.next());
      click *= clickFall;
    }
    if (i < attack) sample *= i / attack;
    if (i >= gateSamples) damper *= releaseStep;
    let level = amp * damper;
    if (trem) level *= 1 - trem.depth * 0.5 * (1 + sine((trem.rate * i) / sr));
    out[i] = sample * level;
  }
  return out;
}

/** A Karplus–Strong string: a burst of noise circulating in a tuned, slowly damped delay line. */
export function playPluck(voice: PluckVoice, gain: number, r: NoteRequest): Float32Array {
  const sr = r.sampleRate;
  const freq = midiToFrequency(r.midi);
  // Loop delay = N samples + ½ (the averaging filter) + the all-pass's fractional delay.
  const period = sr / freq;
  let size = Math.floor(period - 0.5);
  let frac = period - 0.5 - size;
  if (frac < 0.1) {
    size -= 1;
    frac += 1;
  }
  if (size < 2) return new Float32Array(0);
  const allpass = (1 - frac) / (1 + frac);
  const loopGain = 10 ** (-3 / (voice.ring * freq));
  const line = new Float32Array(size);
  const noise = new Noise(r.seed);
  const smoothing = 0.15 + 0.85 * voice.brightness * (0.6 + 0.4 * r.velocity);
  let smooth = 0;
  let mean = 0;
  for (let i = 0; i < size; i++) {
    smooth += (noise.next() - smooth) * smoothing;
    line[i] = smooth;
    mean += smooth / size;
  }
  for (let i = 0; i < size; i++) line[i] = (line[i] as number) - mean;

  const gateSamples = Math.round(r.gate * sr);
  const length = Math.ceil(Math.min(r.gate + voice.release, voice.ring) * sr);
  const out = new Float32Array(length);
  const releaseStep = decayFactor(voice.release, sr);
  const amp = gain * loudness(r.velocity);
  let damper = 1;
  let pointer = 0;
  let previous = 0;
  let apIn = 0;
  let apOut = 0;
  for (let i = 0; i < length; i++) {
    const current = line[pointer] as number;
    const averaged = 0.5 * (current + previous);
    previous = current;
    apOut = allpass * averaged + apIn - allpass * apOut;
    apIn = averaged;
    line[pointer] = apOut * loopGain;
    pointer = pointer + 1 === size ? 0 : pointer + 1;
    if (i >= gateSamples) damper *= releaseStep;
    out[i] = current * amp * damper;
  }
  return out;
}
