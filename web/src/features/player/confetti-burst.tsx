import type { Palette } from '@partyreel/shared/templates/template-types';
import { useMemo } from 'react';
import { confettiPieces, confettiPose } from './confetti.motion.ts';
import { FIELD_HEIGHT, FIELD_WIDTH } from './motif-field.motion.ts';

/** A confetti burst at scene time `at`, from (x, y) in field units; gone by the resting frame. */
export function ConfettiBurst({
  t,
  at,
  palette,
  x = FIELD_WIDTH / 2,
  y = FIELD_HEIGHT / 2,
  count = 48,
  seed = 7,
  spread,
}: {
  t: number;
  at: number;
  palette: Palette;
  x?: number;
  y?: number;
  count?: number;
  seed?: number;
  spread?: number;
}) {
  const pieces = useMemo(() => confettiPieces(count, seed, spread), [count, seed, spread]);
  const since = t - at;
  const colours = [palette.primary, palette.accent, palette.surface, '#ffd43b', '#ff6b9d'];
  const poses = pieces.map((piece) => confettiPose(piece, since, x, y));
  if (poses.every((pose) => pose.opacity === 0)) return null;
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox={`0 0 ${FIELD_WIDTH} ${FIELD_HEIGHT}`}
      preserveAspectRatio="xMidYMid slice"
      className="pointer-events-none absolute inset-0 z-20 size-full"
    >
      {pieces.map((piece, i) => {
        const pose = poses[i];
        if (!pose || pose.opacity === 0) return null;
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
            opacity={pose.opacity}
            transform={`translate(${pose.x.toFixed(2)} ${pose.y.toFixed(2)}) rotate(${pose.rotate.toFixed(0)})`}
          />
        );
      })}
    </svg>
  );
}
