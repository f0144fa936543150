import { describe, expect, it } from 'vitest';
import { CONFETTI_LIFE, confettiPieces, confettiPose } from './confetti.motion.ts';
import { FIELD_HEIGHT, FIELD_WIDTH, motifPose, scatterMotifs, wrap } from './motif-field.motion.ts';

describe('motif field motion', () => {
  it('scatters the same way for the same seed, near the edges', () => {
    const a = scatterMotifs(['balloons', 'stars'], 20, 42);
    expect(scatterMotifs(['balloons', 'stars'], 20, 42)).toEqual(a);
    const central = a.filter((s) => s.x > 25 && s.x < 75 && s.y > 20 && s.y < FIELD_HEIGHT - 20);
    expect(central).toHaveLength(0);
  });

  it('ignores motifs it cannot draw', () => {
    expect(scatterMotifs([], 10, 1)).toEqual([]);
  });

  it('rises balloons and drops snow, coming back round the edges', () => {
    const [balloon] = scatterMotifs(['balloons'], 1, 3);
    const [flake] = scatterMotifs(['snow'], 1, 3);
    if (!balloon || !flake) throw new Error('no sprites');
    expect(motifPose(balloon, 0.5).y).toBeLessThan(motifPose(balloon, 0).y);
    expect(motifPose(flake, 0.5).y).toBeGreaterThan(motifPose(flake, 0).y);
    expect(wrap(FIELD_WIDTH + 5, 0, FIELD_WIDTH)).toBe(5);
    expect(wrap(-5, 0, FIELD_WIDTH)).toBe(FIELD_WIDTH - 5);
  });

  it('draws the same pose for the same time', () => {
    const [star] = scatterMotifs(['stars'], 1, 9);
    if (!star) throw new Error('no sprite');
    expect(motifPose(star, 3.3)).toEqual(motifPose(star, 3.3));
  });
});

describe('confetti motion', () => {
  const [piece] = confettiPieces(1, 5);
  if (!piece) throw new Error('no piece');

  it('is invisible before its burst and after its life', () => {
    expect(confettiPose(piece, -0.1).opacity).toBe(0);
    expect(confettiPose(piece, CONFETTI_LIFE + 0.1).opacity).toBe(0);
  });

  it('flies up and out, then falls', () => {
    const start = confettiPose(piece, 0);
    const early = confettiPose(piece, 0.2);
    const late = confettiPose(piece, 2.5);
    expect(early.y).toBeLessThan(start.y);
    expect(late.y).toBeGreaterThan(early.y);
    expect(early.opacity).toBe(1);
  });
});
