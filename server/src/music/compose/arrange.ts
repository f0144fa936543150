import type { TrackSpec } from '../track-spec.ts';
import {
  arpeggio,
  type BarSetting,
  type BeatNote,
  bassLine,
  compChords,
  walkingBass,
} from './accompaniment.ts';
import { type BeatHit, drumBar } from './drum-track.ts';
import { FINAL_CHORD_SECONDS, planTrack, type Section } from './form.ts';
import type { MelodyNote } from './melody.ts';
import { writeMelody } from './melody-form.ts';
import type { DrumEvent, NoteEvent, Part, Score } from './score.ts';
import { SeededRandom } from './seeded-random.ts';
import type { DrumPattern, Style } from './style.ts';
import type { ScaleMap } from './theory.ts';

/** The tune of a track, in beats: what `arrange` gives the lead (exposed for tests). */
export function composeTune(spec: TrackSpec) {
  const plan = planTrack(spec);
  const random = new SeededRandom(spec.seed);
  const tune = writeMelody(plan.sections, plan.style, plan.scale, random);
  const ending = plan.sections[plan.sections.length - 1];
  const home = tune[tune.length - 1];
  if (ending && home) {
    // The tune holds its last note again over the final chord.
    tune.push({
      ...home,
      start: ending.start,
      length: FINAL_CHORD_SECONDS / plan.clock.secondsPerBeat,
    });
  }
  return { plan, tune, random };
}

/** Composes the whole track: tune, doubling, chords, bass, figure and drums, in seconds. */
export function arrange(spec: TrackSpec): Score {
  const { plan, tune, random } = composeTune(spec);
  const { style, clock, sections, tonic, scale } = plan;
  const bpb = clock.meter.beatsPerBar;
  const notes: NoteEvent[] = [];
  const drums: DrumEvent[] = [];

  const add = (
    part: Part,
    instrument: NoteEvent['instrument'],
    list: readonly BeatNote[],
    legato: number,
    strum = 0,
  ) => {
    const order = new Map<number, number>();
    for (const n of list) {
      const k = order.get(n.start) ?? 0;
      order.set(n.start, k + 1);
      const start = clock.seconds(n.start) + k * strum;
      const end = clock.seconds(n.start + n.length * legato);
      notes.push({
        part,
        instrument,
        start,
        gate: Math.max(0.03, end - start),
        midi: n.midi,
        velocity: n.velocity,
      });
    }
  };
  const hit = (list: readonly BeatHit[]) => {
    for (const h of list)
      drums.push({ drum: h.drum, start: clock.seconds(h.start), velocity: h.velocity });
  };

  const lastPhrase = sections.filter((s) => s.kind !== 'intro' && s.kind !== 'ending').at(-1);
  for (const section of sections) {
    const end = section.start + section.bars * bpb;
    const phraseTune = tune.filter((n) => n.start >= section.start && n.start < end);
    add('lead', style.instruments.lead, phraseTune, style.melody.legato);
    const doubled = section === lastPhrase || (section.kind === 'B' && section.phraseIndex > 1);
    if (style.leadDouble && doubled) {
      const instrument = style.instruments.harmony ?? style.instruments.lead;
      add('harmony', instrument, double(phraseTune, style, scale), style.melody.legato);
    }
    for (let bar = 0; bar < section.bars; bar++) {
      const setting: BarSetting = {
        start: section.start + bar * bpb,
        beatsPerBar: bpb,
        chords: section.chords,
        tonic,
        random,
      };
      playBar(section, bar, setting);
    }
  }
  return { notes, drums, duration: plan.duration, reverb: style.reverb };

  function playBar(section: Section, bar: number, setting: BarSetting) {
    const ending = section.kind === 'ending';
    const held = FINAL_CHORD_SECONDS / clock.secondsPerBeat;
    const hits = ending ? [{ at: 0, length: held }] : style.comp;
    add(
      'comp',
      style.instruments.comp,
      compChords(hits, setting, style.compCentre),
      1,
      style.strum,
    );
    const bass = ending
      ? bassLine([{ at: 0, length: held, tone: 'root' }], setting)
      : style.bass === 'walking'
        ? walkingBass(setting)
        : bassLine(style.bass, setting);
    add('bass', style.instruments.bass, bass, 0.92);
    // The broken-chord figure joins from the second phrase on: the arrangement builds.
    if (style.arp && style.instruments.arp && section.phraseIndex >= 1 && !ending) {
      add('arp', style.instruments.arp, arpeggio(style.arp, setting, style.compCentre + 7), 1);
    }
    hit(drumBar(drumsFor(section, bar), setting.start, bpb, random));
    const marked = section.kind === 'A' || section.kind === 'B' || section === lastPhrase || ending;
    if (style.accent && bar === 0 && marked) {
      hit([{ drum: style.accent, start: setting.start, velocity: 0.85 }]);
    }
  }

  function drumsFor(section: Section, bar: number): DrumPattern {
    if (section.kind === 'ending') return downbeat(style);
    const fills = bar === section.bars - 1 && section.kind !== 'intro' && !section.last;
    if (fills && style.drums.fill) return style.drums.fill;
    return section.kind === 'B' || section === lastPhrase ? style.drums.b : style.drums.a;
  }
}

/** The ending's drums: whatever the style strikes on its first beat, struck once. */
function downbeat(style: Style): DrumPattern {
  return Object.fromEntries(
    Object.entries(style.drums.a)
      .filter(([, grid]) => grid && grid[0] !== '.')
      .map(([drum]) => [drum, 'X']),
  );
}

/** The harmony part: the tune an octave away, or a diatonic third or sixth below it. */
function double(tune: readonly MelodyNote[], style: Style, scale: ScaleMap): BeatNote[] {
  return tune.map((n) => {
    const velocity = n.velocity * 0.9;
    const below = (degrees: number) => scale.toMidi(scale.nearestDegree(n.midi) - degrees);
    switch (style.leadDouble) {
      case 'octave-up':
        return { ...n, midi: n.midi + 12, velocity };
      case 'octave-down':
        return { ...n, midi: n.midi - 12, velocity };
      case 'sixth-below':
        return { ...n, midi: below(5), velocity };
      default:
        return { ...n, midi: below(2), velocity };
    }
  });
}
