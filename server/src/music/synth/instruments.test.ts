import { describe, expect, it } from 'vitest';
import { INSTRUMENTS, type InstrumentName } from './instruments.ts';
import { DRUMS, type DrumName, drumSample } from './percussion.ts';
import { playNote } from './voices.ts';

const RATE = 22_050;

/** The strongest period (in samples) between 2 and 400, by autocorrelation. */
function period(samples: Float32Array): number {
  let best = 0;
  let bestScore = -Infinity;
  for (let lag = 20; lag < 400; lag++) {
    let score = 0;
    for (let i = 0; i + lag < samples.length; i++)
      score += (samples[i] as number) * (samples[i + lag] as number);
    if (score > bestScore) {
      bestScore = score;
      best = lag;
    }
  }
  return best;
}

describe.each(Object.keys(INSTRUMENTS) as InstrumentName[])('the %s', (name) => {
  const bass = /bass|tuba/.test(name);
  const midi = bass ? 45 : 69; // A2 or A4
  const note = playNote(INSTRUMENTS[name], {
    sampleRate: RATE,
    gate: 0.4,
    midi,
    velocity: 0.8,
    seed: 7,
  });

  it('plays a finite, audible note that fades out', () => {
    expect(note.every(Number.isFinite)).toBe(true);
    const peak = Math.max(...Array.from(note, Math.abs));
    expect(peak).toBeGreaterThan(0.05);
    expect(peak).toBeLessThan(2);
    const tail = note.subarray(note.length - 64);
    expect(Math.max(...Array.from(tail, Math.abs))).toBeLessThan(peak / 100);
  });

  it('is in tune (octaves aside)', () => {
    const body = note.subarray(Math.round(0.05 * RATE), Math.round(0.3 * RATE));
    const frequency = RATE / period(body);
    const octaves = Math.log2(frequency / (440 / (bass ? 4 : 1)));
    expect(Math.abs(octaves - Math.round(octaves))).toBeLessThan(0.03);
  });
});

describe.each(Object.keys(DRUMS) as DrumName[])('the %s drum', (drum) => {
  it('makes a finite hit that ends in silence', () => {
    const hit = drumSample(drum, RATE, 3);
    expect(hit.every(Number.isFinite)).toBe(true);
    expect(Math.max(...Array.from(hit, Math.abs))).toBeGreaterThan(0.02);
    expect(Math.abs(hit[hit.length - 1] as number)).toBeLessThan(1e-3);
  });
});
