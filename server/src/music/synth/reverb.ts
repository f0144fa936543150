/**
 * A mono Freeverb (Schroeder–Moorer): eight damped comb filters in parallel, then four all-pass
 * filters in series. Cheap, smooth, and it turns dry oscillators into a room.
 */
const COMBS = [1116, 1188, 1277, 1356, 1422, 1491, 1557, 1617];
const ALLPASSES = [556, 441, 341, 225];

/** Returns the wet signal for `input`; `size` (0–1) sets the decay, `damping` (0–1) the dullness. */
export function reverb(
  input: Float32Array,
  sampleRate: number,
  size: number,
  damping = 0.35,
): Float32Array {
  const scale = sampleRate / 44100;
  const feedback = 0.7 + 0.28 * size;
  const out = new Float32Array(input.length);
  for (const length of COMBS) {
    const line = new Float32Array(Math.max(1, Math.round(length * scale)));
    let pointer = 0;
    let store = 0;
    for (let i = 0; i < input.length; i++) {
      const delayed = line[pointer] as number;
      store = delayed * (1 - damping) + store * damping;
      line[pointer] = (input[i] as number) + store * feedback;
      pointer = pointer + 1 === line.length ? 0 : pointer + 1;
      out[i] = (out[i] as number) + delayed;
    }
  }
  for (const length of ALLPASSES) {
    const line = new Float32Array(Math.max(1, Math.round(length * scale)));
    let pointer = 0;
    for (let i = 0; i < out.length; i++) {
      const delayed = line[pointer] as number;
      const value = out[i] as number;
      line[pointer] = value + delayed * 0.5;
      out[i] = delayed - value;
      pointer = pointer + 1 === line.length ? 0 : pointer + 1;
    }
  }
  const level = 0.03;
  for (let i = 0; i < out.length; i++) out[i] = (out[i] as number) * level;
  return out;
}
