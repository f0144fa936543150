import { describe, expect, it } from 'vitest';
import { fontStack } from './fonts.ts';

describe('fontStack', () => {
  it('names a variable package’s family first, then the plain family, then the generic one', () => {
    expect(fontStack('Fredoka')).toBe("'Fredoka Variable', sans-serif");
  });

  it('names a static family once', () => {
    expect(fontStack('Press Start 2P')).toBe("'Press Start 2P', monospace");
  });

  it('falls back to sans-serif for a family we do not serve', () => {
    expect(fontStack('Comic Sans MS')).toBe('sans-serif');
    expect(fontStack('toString')).toBe('sans-serif');
  });
});
