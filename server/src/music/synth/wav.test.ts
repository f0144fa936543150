import { describe, expect, it } from 'vitest';
import { encodeWav, WAV_HEADER_BYTES } from './wav.ts';

const ascii = (bytes: Uint8Array, from: number, length: number) =>
  String.fromCharCode(...bytes.subarray(from, from + length));

describe('encodeWav', () => {
  const samples = Float32Array.from([0, 0.5, -0.5, 1, -1, 2, -2]);
  const wav = encodeWav(samples, 22_050);
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);

  it('writes a canonical 44-byte RIFF/WAVE header for 16-bit mono PCM', () => {
    expect(wav.byteLength).toBe(WAV_HEADER_BYTES + samples.length * 2);
    expect(ascii(wav, 0, 4)).toBe('RIFF');
    expect(view.getUint32(4, true)).toBe(wav.byteLength - 8);
    expect(ascii(wav, 8, 4)).toBe('WAVE');
    expect(ascii(wav, 12, 4)).toBe('fmt ');
    expect(view.getUint32(16, true)).toBe(16);
    expect(view.getUint16(20, true)).toBe(1); // PCM
    expect(view.getUint16(22, true)).toBe(1); // mono
    expect(view.getUint32(24, true)).toBe(22_050);
    expect(view.getUint32(28, true)).toBe(44_100); // bytes a second
    expect(view.getUint16(32, true)).toBe(2); // bytes a frame
    expect(view.getUint16(34, true)).toBe(16);
    expect(ascii(wav, 36, 4)).toBe('data');
    expect(view.getUint32(40, true)).toBe(samples.length * 2);
  });

  it('stores little-endian samples and clips anything beyond full scale', () => {
    const stored = Array.from(samples, (_, i) => view.getInt16(WAV_HEADER_BYTES + i * 2, true));
    expect(stored).toEqual([0, 16384, -16383, 32767, -32767, 32767, -32767]);
  });
});
