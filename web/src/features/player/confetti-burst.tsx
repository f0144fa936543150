import type { Palette } from '@partyreel/shared/templates/template-types';
import { useMemo, useRef } from 'react';
import {
  type ConfettiPiece,
  type ConfettiPose,
  confettiPieces,
  confettiPose,
} from './confetti.motion.ts';
import { FieldBox, fieldTransform } from './field-box.tsx';
import { FIELD_HEIGHT, FIELD_WIDTH } from './motif-field.motion.ts';
import { useFrame, useRenderTime } from './motion.tsx';

function pieceTransform(piece: ConfettiPiece, pose: ConfettiPose): string {
  return fieldTransform(
    pose.x,
    pose.y,
    piece.width,
    piece.height,
    `rotate(${pose.rotate.toFixed(0)}deg)`,
  );
}

/**
 * A confetti burst at scene time `at`, from (x, y) in field units; gone by the resting frame. Each
 * piece is a small box on its own compositor layer whose transform and opacity are written every
 * frame (motion.tsx), so the burst repaints nothing; while no piece shows, it is display: none.
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
  const burstRef = useRef<HTMLDivElement>(null);
  const shown = useRef<boolean | null>(null);
  const colours = [palette.primary, palette.accent, palette.surface, '#ffd43b', '#ff6b9d'];
  const posesAt = (now: number) => pieces.map((piece) => confettiPose(piece, now - at, x, y));
  useFrame((now) => {
    const burst = burstRef.current;
    const box = burst?.firstElementChild;
    if (!burst || !box) return;
    const poses = posesAt(now);
    const visible = poses.some((pose) => pose.opacity > 0);
    if (shown.current !== visible) {
      shown.current = visible;
      burst.style.display = visible ? '' : 'none';
    }
    if (!visible) return;
    for (let i = 0; i < poses.length; i++) {
      const element = box.children[i] as HTMLElement | undefined;
      const pose = poses[i];
      const piece = pieces[i];
      if (!element || !pose || !piece) continue;
      element.style.opacity = String(pose.opacity);
      if (pose.opacity > 0) element.style.transform = pieceTransform(piece, pose);
    }
  });
  const poses = posesAt(t);
  shown.current = null;
  return (
    <FieldBox
      ref={burstRef}
      className="z-20"
      style={{ display: poses.some((pose) => pose.opacity > 0) ? undefined : 'none' }}
    >
      {pieces.map((piece, i) => {
        const pose = poses[i];
        return (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed burst, never reordered
            key={i}
            className="absolute top-0 left-0 rounded-[0.3cqw] will-change-transform"
            style={{
              width: `${(piece.width / FIELD_WIDTH) * 100}%`,
              height: `${(piece.height / FIELD_HEIGHT) * 100}%`,
              background: colours[piece.colour % colours.length],
              opacity: pose?.opacity ?? 0,
              transform: pose ? pieceTransform(piece, pose) : undefined,
            }}
          />
        );
      })}
    </FieldBox>
  );
}
