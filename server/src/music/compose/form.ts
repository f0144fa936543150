import type { TrackSpec } from '../track-spec.ts';
import { type ChordSpan, layOut } from './harmony.ts';
import { applyTweak, type Style } from './style.ts';
import { pitchClass, SCALES, ScaleMap } from './theory.ts';
import { Clock, METERS } from './timing.ts';

/** Seconds from the final chord to the end: it rings, the reverb tails off, the track fades. */
export const ENDING_SECONDS = 2.2;
/** Seconds the final chord is held. */
export const FINAL_CHORD_SECONDS = 1.6;
/** The length a track aims for: long enough for an invitation's scenes, short enough to be light. */
const TARGET_SECONDS = 25;

export type SectionKind = 'intro' | 'A' | 'A2' | 'B' | 'ending';

export interface Section {
  kind: SectionKind;
  /** First beat. */
  start: number;
  bars: number;
  chords: ChordSpan[];
  /** −1 for the intro, 0 for the first phrase; later phrases add layers. */
  phraseIndex: number;
  /** The last phrase (and the ending). */
  last: boolean;
}

/** A track's shape before any note is written. */
export interface TrackPlan {
  style: Style;
  clock: Clock;
  sections: Section[];
  /** The key's tonic near middle C, for chords and bass. */
  tonic: number;
  /** The tune's scale, its tonic between D4 and C#5 (moved by the style's lead octave). */
  scale: ScaleMap;
  /** Seconds, to the hundredth. */
  duration: number;
}

const FORMS = {
  2: ['A', 'A2'],
  3: ['A', 'B', 'A2'],
  4: ['A', 'A2', 'B', 'A2'],
} as const;

/** Intro bars, then two to four four-bar phrases, then the ending: about 25 seconds in all. */
function chooseForm(clock: Clock) {
  const intro = clock.secondsPerBar < 1.6 ? 2 : 1;
  const total = (n: number) => (intro + 4 * n) * clock.secondsPerBar + ENDING_SECONDS;
  const n = ([2, 3, 4] as const).reduce((best, k) =>
    Math.abs(total(k) - TARGET_SECONDS) < Math.abs(total(best) - TARGET_SECONDS) ? k : best,
  );
  return { intro, phrases: FORMS[n] };
}

export function planTrack(spec: TrackSpec): TrackPlan {
  const style = applyTweak(spec.style, spec.tweak);
  const clock = new Clock(spec.bpm, METERS[style.meter], style.swing);
  const bpb = clock.meter.beatsPerBar;
  const { intro, phrases } = chooseForm(clock);
  const bar = (progression: string) => progression.split('|');

  const sections: Section[] = [
    {
      kind: 'intro',
      start: 0,
      bars: intro,
      chords: layOut(bar(style.progression.a).slice(0, intro).join('|'), 0, bpb),
      phraseIndex: -1,
      last: false,
    },
  ];
  let start = intro * bpb;
  phrases.forEach((kind, index) => {
    const progression =
      kind === 'A'
        ? style.progression.a
        : kind === 'B'
          ? style.progression.b
          : style.progression.a2;
    sections.push({
      kind,
      start,
      bars: 4,
      chords: layOut(progression, start, bpb),
      phraseIndex: index,
      last: index === phrases.length - 1,
    });
    start += 4 * bpb;
  });
  // The final chord is the one the tune came home on: 'i' in a minor key, 'I6' in swing.
  const home = bar(style.progression.a2).at(-1)?.trim().split(/\s+/).at(-1) ?? 'I';
  sections.push({
    kind: 'ending',
    start,
    bars: 1,
    chords: layOut(home, start, bpb),
    phraseIndex: phrases.length,
    last: true,
  });

  const keyClass = pitchClass(spec.key);
  return {
    style,
    clock,
    sections,
    tonic: 60 + ((keyClass + 3) % 12) - 3,
    scale: new ScaleMap(62 + ((keyClass + 10) % 12) + style.leadOctave, SCALES[style.scale]),
    duration: Math.round((clock.seconds(start) + ENDING_SECONDS) * 100) / 100,
  };
}

/** The track's length in seconds (to the hundredth), known without composing or rendering it. */
export function trackDuration(spec: TrackSpec): number {
  return planTrack(spec).duration;
}
