import { describe, expect, it } from 'vitest';
import { madeOnce } from './made-once.ts';

describe('madeOnce', () => {
  it('makes nothing until asked, then makes once and keeps it', () => {
    let makes = 0;
    const value = madeOnce(() => ({ made: ++makes }));
    expect(makes).toBe(0);
    const first = value();
    expect(value()).toBe(first);
    expect(first).toEqual({ made: 1 });
    expect(makes).toBe(1);
  });
});
