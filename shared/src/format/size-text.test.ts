import { describe, expect, it } from 'vitest';
import { sizeText } from './size-text.ts';

const KB = 1024;
const MB = 1024 * KB;

describe('sizeText', () => {
  it('reads small sizes in KB, rounded up, never 0', () => {
    expect(sizeText(1)).toBe('1 KB');
    expect(sizeText(640 * KB)).toBe('640 KB');
    expect(sizeText(1000 * KB + 1)).toBe('1001 KB');
  });

  it('reads MB with one decimal below 10, whole above', () => {
    expect(sizeText(4.2 * MB)).toBe('4.2 MB');
    expect(sizeText(42 * MB + 300 * KB)).toBe('42 MB');
    expect(sizeText(1024 * KB - 10)).toBe('1 MB');
    expect(sizeText(9.97 * MB)).toBe('10 MB');
  });

  it('reads GB past 1024 MB', () => {
    expect(sizeText(1536 * MB)).toBe('1.5 GB');
  });
});
