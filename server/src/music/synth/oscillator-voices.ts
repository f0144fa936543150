import { midiToFrequency } from '../compose/theory.ts';
import { decayFactor, Noise, OscillatorBank, Svf, sine } from './dsp.ts';
import { EnvelopeRunner, loudness } from './envelope.ts';
import type { NoteRequest } from './note-request.ts';
import type { FmVoice, OscVoice } from './voice-types.ts';

/** Oscillators through a low-pass with its own envelope, vibrato, tremolo and breath. */
export function playOsc(voice: OscVoice, gain: number, r: NoteRequest): Float32Array {
  const sr = r.sampleRate;
  const freq = midiToFrequency(r.midi);
  const nyquist = sr * 0.45;
  const bank = new OscillatorBank(
    voice.waves
      .map((w) => ({
        wave: w.wave,
        gain: w.gain,
        step: (freq * (w.ratio ?? 1) * 2 ** ((w.cents ?? 0) / 1200)) / sr,
      }))
      .filter((w) => w.step * sr < nyquist),
  );
  const env = new EnvelopeRunner(voice.env, r.gate, sr);
  const length = env.length(sr);
  const out = new Float32Array(length);
  const amp = gain * loudness(r.velocity);
  const filter = voice.filter;
  const svf = filter ? new Svf(sr, freq * filter.cutoff, filter.q) : undefined;
  const filterEnvStep = filter?.envDecay ? decayFactor(filter.envDecay, sr) ** 16 : 0;
  let filterEnv = 1;
  const brightness = 0.7 + 0.3 * r.velocity;
  const breath = voice.breath
    ? { noise: new Noise(r.seed), band: new Svf(sr, freq * 2, 1.5) }
    : null;
  const vib = voice.vibrato;
  const trem = voice.tremolo;

  for (let i = 0; i < length; i++) {
    const t = i / sr;
    let bend = 1;
    if (vib) {
      const depth = vib.cents * Math.min(1, Math.max(0, (t - vib.delay) / 0.3));
      bend = 1 + 0.000578 * depth * sine(vib.rate * t);
    }
    let sample = bank.next(bend);
    if (breath) {
      breath.band.process(breath.noise.next());
      sample += (voice.breath as number) * 6 * breath.band.band;
    }
    if (svf && filter) {
      if ((i & 15) === 0) {
        const cutoff = freq * (filter.cutoff + (filter.envAmount ?? 0) * filterEnv) * brightness;
        svf.set(Math.min(cutoff, filter.maxHz ?? nyquist), filter.q);
        filterEnv *= filterEnvStep;
      }
      sample = svf.process(sample);
    }
    let level = env.next(i) * amp;
    if (trem) level *= 1 - trem.depth * 0.5 * (1 + sine(trem.rate * t));
    out[i] = sample * level;
    if (env.finished) return out.subarray(0, i + 1);
  }
  return out;
}

/** Two-operator FM whose brightness (the modulation index) dies away after the attack. */
export function playFm(voice: FmVoice, gain: number, r: NoteRequest): Float32Array {
  const sr = r.sampleRate;
  const freq = midiToFrequency(r.midi);
  const env = new EnvelopeRunner(voice.env, r.gate, sr);
  const length = env.length(sr);
  const out = new Float32Array(length);
  const carrierStep = freq / sr;
  const modStep = (freq * voice.ratio) / sr;
  // Less modulation for high notes keeps their sidebands below Nyquist.
  let index = (voice.index * Math.min(1, 600 / freq)) / (2 * Math.PI);
  const indexStep = decayFactor(voice.indexDecay, sr);
  const amp = gain * loudness(r.velocity);
  const trem = voice.tremolo;
  let carrier = 0;
  let modulator = 0;
  for (let i = 0; i < length; i++) {
    const sample = sine(carrier + index * (0.4 + 0.6 * r.velocity) * sine(modulator));
    carrier += carrierStep;
    modulator += modStep;
    if (carrier >= 1) carrier -= 1;
    if (modulator >= 1) modulator -= 1;
    index *= indexStep;
    let level = env.next(i) * amp;
    if (trem) level *= 1 - trem.depth * 0.5 * (1 + sine((trem.rate * i) / sr));
    out[i] = sample * level;
    if (env.finished) return out.subarray(0, i + 1);
  }
  return out;
}
