import { arrange } from './compose/arrange.ts';
import { type RenderSteps, runSteps, scoreSteps } from './synth/render-score.ts';
import { encodeWav } from './synth/wav.ts';
import type { TrackSpec } from './track-spec.ts';

/**
 * The sample rate tracks are served at: 22,050 Hz keeps cymbals and bells bright (up to 11 kHz)
 * at half the bytes of CD audio. Mono, 16-bit: about 44 KB a second, 1.1 MB for 25 seconds.
 */
export const SERVED_SAMPLE_RATE = 22_050;

/** The track as mono samples in [-1, 1]: composed, played and mastered. Pure and deterministic. */
export function renderTrack(spec: TrackSpec, sampleRate = SERVED_SAMPLE_RATE): Float32Array {
  return runSteps(scoreSteps(arrange(spec), sampleRate));
}

/**
 * The track as a 16-bit mono WAV file, in small steps (see RenderSteps): a server drives them
 * between requests, so rendering never holds up its event loop for long.
 */
export function* trackWavSteps(
  spec: TrackSpec,
  sampleRate = SERVED_SAMPLE_RATE,
): RenderSteps<Uint8Array> {
  const score = arrange(spec);
  yield;
  const samples = yield* scoreSteps(score, sampleRate);
  return encodeWav(samples, sampleRate);
}

/** The track as a 16-bit mono WAV file, ready to serve. */
export function renderTrackWav(spec: TrackSpec, sampleRate = SERVED_SAMPLE_RATE): Uint8Array {
  return runSteps(trackWavSteps(spec, sampleRate));
}
