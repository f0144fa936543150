import { MUSIC_THEMES } from '@partyreel/shared/templates/music-themes';
import { describe, expect, it } from 'vitest';
import { arrange } from './compose/arrange.ts';
import { musicForTheme, trackById } from './music-catalogue.ts';
import { rms } from './synth/master.ts';
import { type Bus, MIX, renderBuses } from './synth/render-score.ts';

const TRACK_IDS = MUSIC_THEMES.flatMap(musicForTheme).map((o) => o.id);
/** Levels only: a low rate is plenty and keeps the check quick. */
const RATE = 11_025;

describe('the mix', () => {
  it.each(TRACK_IDS)('of %s carries the tune above the chords, figures and doubling', (id) => {
    const spec = trackById(id);
    if (!spec) throw new Error(`no arrangement for ${id}`);
    const buses = renderBuses(arrange(spec), RATE);
    const level = (bus: Bus) => {
      const samples = buses.get(bus);
      return samples ? 20 * Math.log10(rms(samples) * MIX[bus].gain) : Number.NEGATIVE_INFINITY;
    };
    const accompaniment = Math.max(level('comp'), level('arp'), level('harmony'));
    expect(level('lead') - accompaniment).toBeGreaterThan(1.5);
  });
});
