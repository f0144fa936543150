import type { Part, Score } from '../compose/score.ts';
import { INSTRUMENTS } from './instruments.ts';
import { master } from './master.ts';
import { type DrumName, drumLevel, drumSample } from './percussion.ts';
import { reverb } from './reverb.ts';
import { playNote } from './voices.ts';

export type Bus = Part | 'drums';

/** Each part's level and how much of it goes to the reverb: the arrangement's balance. */
export const MIX: Record<Bus, { gain: number; send: number }> = {
  lead: { gain: 1.3, send: 0.3 },
  harmony: { gain: 0.6, send: 0.35 },
  comp: { gain: 0.42, send: 0.4 },
  arp: { gain: 0.4, send: 0.4 },
  bass: { gain: 0.6, send: 0.04 },
  drums: { gain: 0.65, send: 0.12 },
};

/** Seconds of fade at the very end, inside the ending's ring-out. */
const FADE_OUT = 0.6;

function addInto(target: Float32Array, samples: Float32Array, at: number): void {
  const end = Math.min(target.length, at + samples.length);
  for (let i = at; i < end; i++) target[i] = (target[i] as number) + (samples[i - at] as number);
}

function addScaled(target: Float32Array, samples: Float32Array, at: number, level: number): void {
  const end = Math.min(target.length, at + samples.length);
  for (let i = at; i < end; i++) {
    target[i] = (target[i] as number) + (samples[i - at] as number) * level;
  }
}

/**
 * Work between two `yield`s stays small (one note, one drum, one pass of the mix), so a caller
 * can spread a render over many turns of its event loop. Steps never change the result.
 */
export type RenderSteps<T> = Generator<void, T, void>;

/** Runs steps to the end in one go. */
export function runSteps<T>(steps: RenderSteps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Each part of the score on its own bus, before the mix. */
export function* busSteps(score: Score, sampleRate: number): RenderSteps<Map<Bus, Float32Array>> {
  const length = Math.round(score.duration * sampleRate);
  const buses = new Map<Bus, Float32Array>();
  const bus = (part: Bus) => {
    let buffer = buses.get(part);
    if (!buffer) {
      buffer = new Float32Array(length);
      buses.set(part, buffer);
    }
    return buffer;
  };

  // Arrangements repeat themselves (chords every bar, figures, bass lines): a note played again
  // with the same length and nearly the same velocity reuses the samples already made.
  const made = new Map<string, Float32Array>();
  for (const note of score.notes) {
    const at = Math.round(note.start * sampleRate);
    if (at >= length) continue;
    const gate = Math.round(note.gate * 1000) / 1000;
    const velocity = Math.round(note.velocity * 16) / 16;
    const key = `${note.instrument} ${note.midi} ${gate} ${velocity}`;
    let samples = made.get(key);
    if (!samples) {
      const seed = made.size * 7919 + 17;
      samples = playNote(INSTRUMENTS[note.instrument], {
        sampleRate,
        gate,
        midi: note.midi,
        velocity,
        seed,
      });
      made.set(key, samples);
      yield;
    }
    addInto(bus(note.part), samples, at);
  }

  // Two takes of each drum, alternated, so repeated hits do not sound machine-gunned.
  const takes = new Map<DrumName, readonly [Float32Array, Float32Array]>();
  for (const [index, hit] of score.drums.entries()) {
    const at = Math.round(hit.start * sampleRate);
    if (at >= length) continue;
    let pair = takes.get(hit.drum);
    if (!pair) {
      pair = [drumSample(hit.drum, sampleRate, 977), drumSample(hit.drum, sampleRate, 104729)];
      takes.set(hit.drum, pair);
      yield;
    }
    addScaled(bus('drums'), index % 2 ? pair[1] : pair[0], at, drumLevel(hit.velocity));
  }
  return buses;
}

/** Each part of the score on its own bus, before the mix (for analysis and tests). */
export function renderBuses(score: Score, sampleRate: number): Map<Bus, Float32Array> {
  return runSteps(busSteps(score, sampleRate));
}

/** Renders a score to mono samples in [-1, 1], mixed and mastered, step by step. */
export function* scoreSteps(score: Score, sampleRate: number): RenderSteps<Float32Array> {
  const length = Math.round(score.duration * sampleRate);
  const dry = new Float32Array(length);
  const send = new Float32Array(length);
  for (const [part, buffer] of yield* busSteps(score, sampleRate)) {
    addScaled(dry, buffer, 0, MIX[part].gain);
    addScaled(send, buffer, 0, MIX[part].gain * MIX[part].send);
    yield;
  }
  const wet = reverb(send, sampleRate, score.reverb.size);
  yield;
  addScaled(dry, wet, 0, score.reverb.mix * 2);
  master(dry, sampleRate, Math.min(FADE_OUT, score.duration / 4));
  return dry;
}

/** Renders a score to mono samples in [-1, 1], mixed and mastered. Pure and deterministic. */
export function renderScore(score: Score, sampleRate: number): Float32Array {
  return runSteps(scoreSteps(score, sampleRate));
}
