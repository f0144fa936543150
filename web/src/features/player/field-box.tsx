import type { CSSProperties, ReactNode, Ref } from 'react';

/**
 * The motif field (100 × FIELD_HEIGHT units, the stage's 4:5 shape) laid over the stage the way an
 * SVG with `preserveAspectRatio="xMidYMid slice"` would be: centred and covering it. Its children
 * are HTML boxes placed in field units by percentages, so each can move with a CSS transform on its
 * own compositor layer instead of repainting one big SVG every frame (frame times on a phone).
 */
export function FieldBox({
  className = '',
  style,
  ref,
  children,
}: {
  className?: string;
  style?: CSSProperties;
  ref?: Ref<HTMLDivElement>;
  children: ReactNode;
}) {
  return (
    <div
      ref={ref}
      aria-hidden="true"
      className={`pointer-events-none absolute inset-0 overflow-hidden [container-type:size] ${className}`}
      style={style}
    >
      <div className="absolute top-1/2 left-1/2 h-[max(125cqw,100cqh)] w-[max(100cqw,80cqh)] -translate-x-1/2 -translate-y-1/2">
        {children}
      </div>
    </div>
  );
}

/**
 * A transform placing a box `width` × `height` field units (its size in the field) with its centre
 * at (x, y), then turning and scaling it about that centre. Translate percentages are of the box's
 * own size, so no layout is read.
 */
export function fieldTransform(
  x: number,
  y: number,
  width: number,
  height: number,
  rest = '',
): string {
  const dx = (x / width) * 100 - 50;
  const dy = (y / height) * 100 - 50;
  return `translate(${dx.toFixed(2)}%, ${dy.toFixed(2)}%)${rest ? ` ${rest}` : ''}`;
}
