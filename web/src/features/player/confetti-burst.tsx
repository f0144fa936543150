import type { Palette } from '@partyreel/shared/templates/template-types';
import { useMemo, useRef } from 'react';
import { confettiPieces, confettiPose } from './confetti.motion.ts';
import { FIELD_HEIGHT, FIELD_WIDTH } from './motif-field.motion.ts';
import { useFrame, useRenderTime } from './motion.tsx';

/**
 * A confetti burst at scene time `at`, from (x, y) in field units; gone by the resting frame. Its
 * pieces are drawn every frame by writing their attributes directly (motion.tsx); while no piece
 * shows, the whole burst is display: none.
 */
export function ConfettiBurst({
  at,
  palette,
  x = FIELD_WIDTH / 2,
  y = FIELD_HEIGHT / 2,
  count = 48,
  seed = 7,
  spread,
}: {
  /** Unused: the burst draws from the scene clock (kept for the scenes' call sites). */
  t?: number;
  at: number;
  palette: Palette;
  x?: number;
  y?: number;
  count?: number;
  seed?: number;
  spread?: number;
}) {
  const pieces = useMemo(() => confettiPieces(count, seed, spread), [count, seed, spread]);
  const t = useRenderTime();
  const svgRef = useRef<SVGSVGElement>(null);
  const shown = useRef<boolean | null>(null);
  const colours = [palette.primary, palette.accent, palette.surface, '#ffd43b', '#ff6b9d'];
  const posesAt = (now: number) => pieces.map((piece) => confettiPose(piece, now - at, x, y));
  useFrame((now) => {
    const svg = svgRef.current;
    if (!svg) return;
    const poses = posesAt(now);
    const visible = poses.some((pose) => pose.opacity > 0);
    if (shown.current !== visible) {
      shown.current = visible;
      svg.style.display = visible ? '' : 'none';
    }
    if (!visible) return;
    const rects = svg.children;
    for (let i = 0; i < poses.length; i++) {
      const rect = rects[i];
      const pose = poses[i];
      if (!rect || !pose) continue;
      rect.setAttribute('opacity', String(pose.opacity));
      if (pose.opacity > 0) {
        rect.setAttribute(
          'transform',
          `translate(${pose.x.toFixed(2)} ${pose.y.toFixed(2)}) rotate(${pose.rotate.toFixed(0)})`,
        );
      }
    }
  });
  const poses = posesAt(t);
  shown.current = null;
  return (
    <svg
      ref={svgRef}
      aria-hidden="true"
      focusable="false"
      viewBox={`0 0 ${FIELD_WIDTH} ${FIELD_HEIGHT}`}
      preserveAspectRatio="xMidYMid slice"
      className="pointer-events-none absolute inset-0 z-20 size-full"
      style={{ display: poses.some((pose) => pose.opacity > 0) ? undefined : 'none' }}
    >
      {pieces.map((piece, i) => {
        const pose = poses[i];
        return (
          <rect
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed burst, never reordered
            key={i}
            x={-piece.width / 2}
            y={-piece.height / 2}
            width={piece.width}
            height={piece.height}
            rx={0.3}
            fill={colours[piece.colour % colours.length]}
            opacity={pose?.opacity ?? 0}
            transform={
              pose
                ? `translate(${pose.x.toFixed(2)} ${pose.y.toFixed(2)}) rotate(${pose.rotate.toFixed(0)})`
                : undefined
            }
          />
        );
      })}
    </svg>
  );
}
