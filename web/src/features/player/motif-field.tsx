import type { Palette, TemplateDefinition } from '@partyreel/shared/templates/template-types';
import { useMemo, useRef, useState } from 'react';
import {
  FIELD_HEIGHT,
  FIELD_WIDTH,
  type MotifSprite,
  motifPose,
  scatterMotifs,
} from './motif-field.motion.ts';
import { MOTIF_SHAPES } from './motifs.tsx';
import { useFrame, useRenderTime } from './motion.tsx';
import { seedFrom } from './seeded-random.ts';

function colours(palette: Palette, sprite: MotifSprite): [string, string] {
  const order = [palette.primary, palette.accent, palette.surface];
  return [
    order[sprite.colour] ?? palette.accent,
    order[(sprite.colour + 1) % 3] ?? palette.surface,
  ];
}

function spriteTransform(sprite: MotifSprite, t: number): { transform: string; opacity: string } {
  const pose = motifPose(sprite, t);
  const scale = (sprite.size / 24) * pose.scale;
  return {
    opacity: String(pose.opacity),
    transform: `translate(${pose.x.toFixed(2)} ${pose.y.toFixed(2)}) rotate(${pose.rotate.toFixed(1)}) scale(${scale.toFixed(3)} ${(scale * pose.scaleY).toFixed(3)})`,
  };
}

/**
 * A template's motifs scattered around the stage's edges and moving with the clock. Drawn in one
 * SVG behind the words; invisible to screen readers. Each frame writes the sprites' transforms
 * directly (motion.tsx), without re-rendering.
 */
export function MotifField({
  template,
  count = 14,
  opacity = 1,
  className = '',
}: {
  template: TemplateDefinition;
  /** Unused: the field draws from the scene clock (kept for the scenes' call sites). */
  t?: number;
  count?: number;
  opacity?: number | ((t: number) => number);
  className?: string;
}) {
  // Phones get fewer sprites: the same scatter, cut short.
  const [small] = useState(
    () =>
      typeof window !== 'undefined' && window.matchMedia?.('(max-width: 480px)').matches === true,
  );
  const shown = small ? Math.ceil(count * 0.6) : count;
  const sprites = useMemo(
    () => scatterMotifs(template.motifs, count, seedFrom(template.id)).slice(0, shown),
    [template.motifs, template.id, count, shown],
  );
  const t = useRenderTime();
  const svgRef = useRef<SVGSVGElement>(null);
  const opacityAt = (at: number) => (typeof opacity === 'number' ? opacity : opacity(at));
  useFrame((now) => {
    const svg = svgRef.current;
    if (!svg) return;
    const o = String(opacityAt(now));
    if (svg.style.opacity !== o) svg.style.opacity = o;
    const groups = svg.children;
    for (let i = 0; i < sprites.length; i++) {
      const g = groups[i];
      const sprite = sprites[i];
      if (!g || !sprite) continue;
      const pose = spriteTransform(sprite, now);
      g.setAttribute('transform', pose.transform);
      g.setAttribute('opacity', pose.opacity);
    }
  });
  return (
    <svg
      ref={svgRef}
      aria-hidden="true"
      focusable="false"
      viewBox={`0 0 ${FIELD_WIDTH} ${FIELD_HEIGHT}`}
      preserveAspectRatio="xMidYMid slice"
      className={`pointer-events-none absolute inset-0 size-full will-change-[opacity] ${className}`}
      style={{ opacity: opacityAt(t) }}
    >
      {sprites.map((sprite, i) => {
        const [a, b] = colours(template.palette, sprite);
        const pose = spriteTransform(sprite, t);
        return (
          <g
            // Sprites are a fixed scatter: their order is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed scatter, never reordered
            key={i}
            opacity={pose.opacity}
            transform={pose.transform}
          >
            {MOTIF_SHAPES[sprite.motif](a, b)}
          </g>
        );
      })}
    </svg>
  );
}
