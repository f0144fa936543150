import { type ChordSpan, chordAt, voice } from './harmony.ts';
import type { SeededRandom } from './seeded-random.ts';
import type { ArpPattern, BassStep, CompHit } from './style.ts';
import { type Chord, chordClasses } from './theory.ts';

/** A pitched accompaniment note, in beats from the top of the track. */
export interface BeatNote {
  start: number;
  length: number;
  midi: number;
  velocity: number;
}

export interface BarSetting {
  /** The first beat of the bar. */
  start: number;
  beatsPerBar: number;
  chords: readonly ChordSpan[];
  /** The key's tonic as a MIDI note (any octave). */
  tonic: number;
  random: SeededRandom;
}

/** The root of `chord` in the bass register (E1–D#2 … around MIDI 40). */
function bassRoot(chord: Chord, tonic: number): number {
  const pc = (((tonic + chord.root) % 12) + 12) % 12;
  return 35 + ((pc - 35 + 120) % 12);
}

function bassTone(step: BassStep, bar: BarSetting): number {
  const chord = chordAt(bar.chords, bar.start + step.at);
  const root = bassRoot(chord, bar.tonic);
  const third = chord.intervals[1] ?? 4;
  const fifth = chord.intervals[2] ?? 7;
  switch (step.tone) {
    case 'root':
      return root;
    case 'fifth':
      return root + fifth;
    case 'fifth-below':
      return root + fifth - 12;
    case 'sixth':
      return root + 9;
    case 'flat-seventh':
      return root + 10;
    case 'octave':
      return root + 12;
    case 'third':
      return root + third;
    case 'approach': {
      const next = bassRoot(chordAt(bar.chords, bar.start + bar.beatsPerBar), bar.tonic);
      return next + (next > root ? -1 : 1);
    }
  }
}

export function bassLine(pattern: readonly BassStep[], bar: BarSetting): BeatNote[] {
  return pattern.map((step, i) => ({
    start: bar.start + step.at,
    length: step.length,
    midi: bassTone(step, bar),
    velocity: (i === 0 ? 0.9 : 0.75) + (bar.random.next() - 0.5) * 0.06,
  }));
}

/** A walking bass: root on the one, chord tones in between, a half step into the next root. */
export function walkingBass(bar: BarSetting): BeatNote[] {
  const notes: BeatNote[] = [];
  for (let beat = 0; beat < bar.beatsPerBar; beat++) {
    const chord = chordAt(bar.chords, bar.start + beat);
    const root = bassRoot(chord, bar.tonic);
    let midi = root;
    if (beat === bar.beatsPerBar - 1) {
      const next = bassRoot(chordAt(bar.chords, bar.start + bar.beatsPerBar), bar.tonic);
      midi = next + (bar.random.next() < 0.5 ? -1 : 1);
    } else if (beat > 0) {
      const tones = chord.intervals.slice(1).map((i) => root + i);
      midi = bar.random.pick(tones);
    }
    notes.push({ start: bar.start + beat, length: 0.95, midi, velocity: beat === 0 ? 0.9 : 0.78 });
  }
  return notes;
}

/** Block chords (or strums) on the pattern's hits, voiced close around `centre`. */
export function compChords(hits: readonly CompHit[], bar: BarSetting, centre: number): BeatNote[] {
  return hits.flatMap((hit) => {
    const chord = chordAt(bar.chords, bar.start + hit.at);
    const velocity = 0.7 * (hit.accent ?? 1) + (bar.random.next() - 0.5) * 0.06;
    return voice(chord, bar.tonic, centre).map((midi) => ({
      start: bar.start + hit.at,
      length: hit.length,
      midi,
      velocity,
    }));
  });
}

/** A broken-chord figure over each chord, from the chord's tone nearest below `base`. */
export function arpeggio(pattern: ArpPattern, bar: BarSetting, base: number): BeatNote[] {
  const notes: BeatNote[] = [];
  for (let at = 0; at < bar.beatsPerBar - 1e-9; at += pattern.step) {
    const chord = chordAt(bar.chords, bar.start + at);
    const classes = chordClasses(chord).slice(0, 3);
    const ladder: number[] = [];
    for (let midi = base - 12; ladder.length < 8 && midi < base + 36; midi++) {
      const pc = (((midi - bar.tonic) % 12) + 12) % 12;
      if (midi >= base - 5 && classes.includes(pc)) ladder.push(midi);
    }
    const index = pattern.order[Math.round(at / pattern.step) % pattern.order.length] ?? 0;
    const midi = ladder[Math.min(index, ladder.length - 1)];
    if (midi === undefined) continue;
    const onBeat = Math.abs(at - Math.round(at)) < 1e-6;
    notes.push({
      start: bar.start + at,
      length: pattern.step * pattern.gate,
      midi,
      velocity: (onBeat ? 0.75 : 0.6) + (bar.random.next() - 0.5) * 0.06,
    });
  }
  return notes;
}
