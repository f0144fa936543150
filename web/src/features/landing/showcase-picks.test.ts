import { describe, expect, it } from 'vitest';
import { pickShowcase } from './showcase-picks.ts';

const t = (id: string, theme: string) => ({ id, theme });

describe('pickShowcase', () => {
  it('shows one template per theme, the leading themes first', () => {
    const picks = pickShowcase([
      t('bowling-1', 'bowling'),
      t('dino-1', 'dinosaurs'),
      t('dino-2', 'dinosaurs'),
      t('princess-1', 'princess'),
    ]);
    expect(picks.map((p) => p.id)).toEqual(['princess-1', 'dino-1', 'bowling-1']);
  });

  it('fills up with other themes and stops at the size asked for', () => {
    const many = Array.from({ length: 30 }, (_, i) => t(`x-${i}`, `theme ${i}`));
    const picks = pickShowcase([t('space-1', 'space'), ...many], 5);
    expect(picks.map((p) => p.id)).toEqual(['space-1', 'x-0', 'x-1', 'x-2', 'x-3']);
  });
});
