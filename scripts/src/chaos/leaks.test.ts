import { describe, expect, it } from 'vitest';
import { leakIn } from './leaks.ts';

describe('leakIn', () => {
  it('finds the data folder, a temp path or a file-system error code in a body', () => {
    expect(leakIn('{"error":"open /srv/data/uploads failed"}', ['/srv/data'])).toBe('/srv/data');
    expect(leakIn('{"error":"ENOTDIR: not a directory, mkdir"}', [])).toBe('ENOTDIR');
    expect(leakIn('{"error":"at /tmp/partyreel-chaos-x/uploads/.incoming"}', [])).toBe(
      '/tmp/partyreel-chaos-x/uploads/.incoming',
    );
  });

  it('passes the catalogue text', () => {
    expect(leakIn('{"error":"The upload failed. Please try again."}', ['/srv/data'])).toBeNull();
  });
});
