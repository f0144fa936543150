import type { Palette, TemplateDefinition } from '@partyreel/shared/templates/template-types';
import { type CSSProperties, useMemo, useRef, useState } from 'react';
import { FieldBox, fieldTransform } from './field-box.tsx';
import { FIELD_HEIGHT, type MotifSprite, motifPose, scatterMotifs } from './motif-field.motion.ts';
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

/** A sprite's CSS pose at t: its box is `size` units square and shows the 24-unit shape. */
function spriteStyle(sprite: MotifSprite, t: number): { transform: string; opacity: string } {
  const pose = motifPose(sprite, t);
  const turn = `rotate(${pose.rotate.toFixed(1)}deg) scale(${pose.scale.toFixed(3)}, ${(pose.scale * pose.scaleY).toFixed(3)})`;
  return {
    opacity: String(pose.opacity),
    transform: fieldTransform(pose.x, pose.y, sprite.size, sprite.size, turn),
  };
}

/**
 * A template's motifs scattered around the stage's edges and moving with the clock, behind the
 * words; invisible to screen readers. Each sprite is its own small box on its own compositor layer,
 * and each frame writes only its transform and opacity (motion.tsx): nothing is repainted.
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
  const fieldRef = useRef<HTMLDivElement>(null);
  const opacityAt = (at: number) => (typeof opacity === 'number' ? opacity : opacity(at));
  useFrame((now) => {
    const field = fieldRef.current;
    const box = field?.firstElementChild;
    if (!field || !box) return;
    const o = String(opacityAt(now));
    if (field.style.opacity !== o) field.style.opacity = o;
    for (let i = 0; i < sprites.length; i++) {
      const element = box.children[i] as HTMLElement | undefined;
      const sprite = sprites[i];
      if (!element || !sprite) continue;
      const pose = spriteStyle(sprite, now);
      if (element.style.transform !== pose.transform) element.style.transform = pose.transform;
      if (element.style.opacity !== pose.opacity) element.style.opacity = pose.opacity;
    }
  });
  return (
    <FieldBox
      ref={fieldRef}
      className={`will-change-[opacity] ${className}`}
      style={{ opacity: opacityAt(t) }}
    >
      {sprites.map((sprite, i) => {
        const [a, b] = colours(template.palette, sprite);
        const style: CSSProperties = {
          ...spriteStyle(sprite, t),
          width: `${sprite.size}%`,
          height: `${(sprite.size / FIELD_HEIGHT) * 100}%`,
        };
        return (
          <svg
            // Sprites are a fixed scatter: their order is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed scatter, never reordered
            key={i}
            aria-hidden="true"
            focusable="false"
            viewBox="-12 -12 24 24"
            className="absolute top-0 left-0 overflow-visible will-change-transform"
            style={style}
          >
            {MOTIF_SHAPES[sprite.motif](a, b)}
          </svg>
        );
      })}
    </FieldBox>
  );
}
