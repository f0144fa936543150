import { describe, expect, it } from 'vitest';
import { TrackCache } from './track-cache.ts';

const bytes = (n: number) => new Uint8Array(n);

describe('TrackCache', () => {
  it('evicts the least recently used tracks once it holds more than its budget', () => {
    const cache = new TrackCache(300);
    cache.set('a', bytes(100));
    cache.set('b', bytes(100));
    cache.set('c', bytes(100));
    expect(cache.get('a')).toBeDefined(); // a is now the most recently used
    cache.set('d', bytes(100));
    expect(cache.get('b')).toBeUndefined();
    expect(['a', 'c', 'd'].every((k) => cache.get(k))).toBe(true);
    expect(cache.totalBytes).toBe(300);
  });

  it('replaces an entry without counting it twice, and never keeps one bigger than the budget', () => {
    const cache = new TrackCache(250);
    cache.set('a', bytes(100));
    cache.set('a', bytes(200));
    expect(cache.totalBytes).toBe(200);
    cache.set('huge', bytes(1000));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.size).toBe(1);
  });
});
