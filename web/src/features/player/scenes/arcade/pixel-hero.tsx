/** The arcade scene's walking sprite, drawn in an 8-unit SVG box in the template's colours. */
const HERO_BODY = ['..XXXX..', '.XXXXXX.', '.X.XX.X.', '.XXXXXX.', '..XXXX..', '.XXXXXX.'];
const HERO_LEGS = [
  ['.X....X.', 'X......X'],
  ['..X..X..', '..X..X..'],
] as const;

/** An 8×8 pixel hero in two walking frames. */
export function PixelHero({ stride }: { stride: 0 | 1 }) {
  const cells = [...HERO_BODY, ...HERO_LEGS[stride]].flatMap((row, y) =>
    [...row].map((cell, x) => ({ id: `${x},${y}`, x, y, on: cell === 'X' })),
  );
  return (
    <g>
      {cells
        .filter((cell) => cell.on)
        .map(({ id, x, y }) => (
          <rect
            key={id}
            x={x}
            y={y}
            width={1}
            height={1}
            fill={y === 2 && (x === 2 || x === 5) ? 'var(--pr-surface)' : 'var(--pr-accent)'}
          />
        ))}
    </g>
  );
}
