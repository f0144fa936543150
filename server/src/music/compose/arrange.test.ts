import { MUSIC_THEMES } from '@partyreel/shared/templates/music-themes';
import { describe, expect, it } from 'vitest';
import { TRACKS_BY_THEME } from '../tracks/tracks-by-theme.ts';
import { arrange, composeTune } from './arrange.ts';
import { chordAt } from './harmony.ts';
import { chordClasses, pitchClass, SCALES } from './theory.ts';

const TRACKS = MUSIC_THEMES.flatMap((theme) => TRACKS_BY_THEME[theme]);
const classOf = (midi: number, tonic: number) => (((midi - tonic) % 12) + 12) % 12;

describe.each(TRACKS.map((t) => [t.id, t] as const))('the tune of %s', (_id, spec) => {
  const { plan, tune } = composeTune(spec);
  const { meter } = plan.clock;
  const scale: readonly number[] = SCALES[plan.style.scale];
  const chordsAt = (beat: number) => {
    const section = plan.sections.find(
      (s) => beat >= s.start && beat < s.start + s.bars * meter.beatsPerBar,
    );
    if (!section) throw new Error(`no section at beat ${beat}`);
    return chordClasses(chordAt(section.chords, beat));
  };

  it('stays in its scale, straying only onto a tone of the chord underneath', () => {
    const strays = tune.filter((n) => {
      const pc = classOf(n.midi, plan.tonic);
      return !scale.includes(pc) && !chordsAt(n.start).includes(pc);
    });
    expect(strays).toEqual([]);
  });

  it('lands on a chord tone on every strong beat and every long note', () => {
    const clashes = tune.filter((n) => {
      const inBar = n.start % meter.beatsPerBar;
      const strong =
        n.length >= meter.longNote || meter.strongBeats.some((b) => Math.abs(b - inBar) < 1e-6);
      return strong && !chordsAt(n.start).includes(classOf(n.midi, plan.tonic));
    });
    expect(clashes).toEqual([]);
  });

  it('phrases in four bars and comes home to the tonic at the end', () => {
    const phrases = plan.sections.filter(
      (s) => s.kind === 'A' || s.kind === 'A2' || s.kind === 'B',
    );
    expect(phrases.length).toBeGreaterThanOrEqual(2);
    for (const phrase of phrases) {
      expect(phrase.bars).toBe(4);
      expect(
        tune.some((n) => n.start >= phrase.start && n.start < phrase.start + 4 * meter.beatsPerBar),
      ).toBe(true);
    }
    const last = tune[tune.length - 1];
    expect(last && classOf(last.midi, pitchClass(spec.key))).toBe(0);
  });

  it('moves mostly by step or skip, like a tune one could sing', () => {
    const degrees = tune.map((n) => plan.scale.nearestDegree(n.midi));
    const moves = degrees.slice(1).map((d, i) => Math.abs(d - (degrees[i] ?? d)));
    const near = moves.filter((m) => m <= 2).length;
    expect(near / moves.length).toBeGreaterThan(0.65);
    const leaps = tune.slice(1).map((n, i) => Math.abs(n.midi - (tune[i]?.midi ?? n.midi)));
    expect(Math.max(...leaps)).toBeLessThanOrEqual(12);
  });
});

describe('arrange', () => {
  it('is deterministic: the same spec always gives the same notes', () => {
    for (const spec of TRACKS.slice(0, 10)) expect(arrange(spec)).toEqual(arrange(spec));
  });

  it('gives every track a tune, chords and a bass line inside its duration', () => {
    for (const spec of TRACKS) {
      const score = arrange(spec);
      const count = (part: string) => score.notes.filter((n) => n.part === part).length;
      expect(count('lead'), spec.id).toBeGreaterThanOrEqual(16);
      expect(count('comp'), spec.id).toBeGreaterThan(0);
      expect(count('bass'), spec.id).toBeGreaterThan(0);
      for (const note of score.notes) expect(note.start + note.gate).toBeLessThan(score.duration);
    }
  });

  it('gives two seeds of the same style two different tunes', () => {
    const [first] = TRACKS;
    if (!first) throw new Error('no tracks');
    const melody = (seed: number) => composeTune({ ...first, seed }).tune.map((n) => n.midi);
    expect(melody(1)).not.toEqual(melody(2));
  });
});
