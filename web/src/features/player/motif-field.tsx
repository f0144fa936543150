import type { Palette, TemplateDefinition } from '@partyreel/shared/templates/template-types';
import { useMemo } from 'react';
import {
  FIELD_HEIGHT,
  FIELD_WIDTH,
  type MotifSprite,
  motifPose,
  scatterMotifs,
} from './motif-field.motion.ts';
import { MOTIF_SHAPES } from './motifs.tsx';
import { seedFrom } from './seeded-random.ts';

function colours(palette: Palette, sprite: MotifSprite): [string, string] {
  const order = [palette.primary, palette.accent, palette.surface];
  return [
    order[sprite.colour] ?? palette.accent,
    order[(sprite.colour + 1) % 3] ?? palette.surface,
  ];
}

/**
 * A template's motifs scattered around the stage's edges and moving with the clock. Drawn in one
 * SVG behind the words; invisible to screen readers.
 */
export function MotifField({
  template,
  t,
  count = 14,
  opacity = 1,
  className = '',
}: {
  template: TemplateDefinition;
  t: number;
  count?: number;
  opacity?: number;
  className?: string;
}) {
  const sprites = useMemo(
    () => scatterMotifs(template.motifs, count, seedFrom(template.id)),
    [template.motifs, template.id, count],
  );
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox={`0 0 ${FIELD_WIDTH} ${FIELD_HEIGHT}`}
      preserveAspectRatio="xMidYMid slice"
      className={`pointer-events-none absolute inset-0 size-full ${className}`}
      style={{ opacity }}
    >
      {sprites.map((sprite, i) => {
        const pose = motifPose(sprite, t);
        const [a, b] = colours(template.palette, sprite);
        const scale = (sprite.size / 24) * pose.scale;
        return (
          <g
            // Sprites are a fixed scatter: their order is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed scatter, never reordered
            key={i}
            opacity={pose.opacity}
            transform={`translate(${pose.x.toFixed(2)} ${pose.y.toFixed(2)}) rotate(${pose.rotate.toFixed(1)}) scale(${scale.toFixed(3)} ${(scale * pose.scaleY).toFixed(3)})`}
          >
            {MOTIF_SHAPES[sprite.motif](a, b)}
          </g>
        );
      })}
    </svg>
  );
}
