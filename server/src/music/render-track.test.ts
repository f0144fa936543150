import { MUSIC_THEMES } from '@partyreel/shared/templates/music-themes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planTrack } from './compose/form.ts';
import { musicForTheme, trackById } from './music-catalogue.ts';
import { renderTrack, renderTrackWav, SERVED_SAMPLE_RATE } from './render-track.ts';
import { PEAK_CEILING, peak, rms } from './synth/master.ts';

const dB = (level: number) => 20 * Math.log10(level);
/** Below −45 dBFS over two seconds a listener hears nothing at a normal volume. */
const SILENCE = 10 ** (-45 / 20);

const OPTIONS = MUSIC_THEMES.flatMap(musicForTheme);

// Every track, offline, at the rate it is served: the whole catalogue renders in seconds.
describe.each(OPTIONS.map((o) => [o.id, o] as const))('track %s', (id, option) => {
  const spec = trackById(id);
  if (!spec) throw new Error(`no arrangement for ${id}`);
  // Rendered once per track and dropped after its checks: the catalogue never sits in memory whole.
  let samples: Float32Array = new Float32Array(0);
  beforeAll(() => {
    samples = renderTrack(spec, SERVED_SAMPLE_RATE);
  });
  afterAll(() => {
    samples = new Float32Array(0);
  });

  it('lasts as long as its catalogue entry says', () => {
    expect(Math.abs(samples.length / SERVED_SAMPLE_RATE - option.duration)).toBeLessThan(0.05);
  });

  it('is audible, at the level of the rest of the catalogue, and never clips', () => {
    expect(samples.every(Number.isFinite)).toBe(true);
    expect(peak(samples)).toBeLessThanOrEqual(PEAK_CEILING + 1e-6);
    expect(peak(samples)).toBeGreaterThan(0.3);
    expect(dB(rms(samples))).toBeGreaterThan(-20);
    expect(dB(rms(samples))).toBeLessThan(-13);
  });

  it('has no silent two-second stretch after its first bar', () => {
    const firstBar = planTrack(spec).clock.secondsPerBar;
    const window = 2 * SERVED_SAMPLE_RATE;
    const step = Math.round(SERVED_SAMPLE_RATE / 4);
    const quiet: string[] = [];
    for (
      let from = Math.round(firstBar * SERVED_SAMPLE_RATE);
      from + window <= samples.length;
      from += step
    ) {
      const level = rms(samples, from, from + window);
      if (level < SILENCE)
        quiet.push(`${(from / SERVED_SAMPLE_RATE).toFixed(2)} s: ${dB(level).toFixed(1)} dB`);
    }
    expect(quiet).toEqual([]);
  });

  it('has no DC offset', () => {
    const mean = samples.reduce((sum, x) => sum + x, 0) / samples.length;
    expect(Math.abs(mean)).toBeLessThan(0.01);
  });
});

describe('renderTrackWav', () => {
  it('serves a playable 16-bit mono WAV of the whole track', () => {
    const [option] = OPTIONS;
    const spec = option && trackById(option.id);
    if (!option || !spec) throw new Error('no tracks');
    const wav = renderTrackWav(spec);
    const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
    expect(view.getUint32(24, true)).toBe(SERVED_SAMPLE_RATE);
    const seconds = view.getUint32(40, true) / 2 / SERVED_SAMPLE_RATE;
    expect(Math.abs(seconds - option.duration)).toBeLessThan(0.05);
  });

  it('is deterministic: the same track renders to the same bytes', () => {
    const spec = trackById('halloween-1');
    if (!spec) throw new Error('no halloween-1');
    expect(renderTrackWav(spec, 8000)).toEqual(renderTrackWav(spec, 8000));
  });
});
