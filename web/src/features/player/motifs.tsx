import type { Motif } from '@partyreel/shared/templates/template-types';
import { cloneElement, type ReactElement, type ReactNode, type SVGProps } from 'react';

/**
 * The scene kit's decorative shapes, one per catalogue motif. Each draws in a 24-unit box centred
 * on 0,0 (so a pose can turn and scale it about its middle) in two colours: `a` the body, `b` a
 * detail. Purely decorative: the fields that place them are hidden from screen readers.
 */
type Draw = (a: string, b: string) => ReactNode;

/** One `part` drawn again at each of `angles` (degrees), turned about the middle: petals, spokes. */
function turnedCopies(angles: number[], part: ReactElement<SVGProps<SVGElement>>): ReactNode {
  return angles.map((angle) => cloneElement(part, { key: angle, transform: `rotate(${angle})` }));
}

/** A motif drawn as one round-capped line; one with `corners` (a zigzag) rounds them too. */
function Line({
  d,
  colour,
  width,
  corners,
}: {
  d: string;
  colour: string;
  width: string;
  corners?: boolean;
}) {
  return (
    <path
      d={d}
      stroke={colour}
      strokeWidth={width}
      strokeLinecap="round"
      strokeLinejoin={corners ? 'round' : undefined}
      fill="none"
    />
  );
}

const STAR = '0,-11 3.2,-3.5 11,-3.4 4.8,1.6 7,9.5 0,4.8 -7,9.5 -4.8,1.6 -11,-3.4 -3.2,-3.5';

export const MOTIF_SHAPES: Record<Motif, Draw> = {
  balloons: (a, b) => (
    <>
      <path d="M0 4 C-1 7 2 8 0 12" stroke={b} strokeWidth="0.8" fill="none" />
      <ellipse cx="0" cy="-3" rx="6.5" ry="8" fill={a} />
      <path d="M-1.6 5 L1.6 5 L0 3 Z" fill={a} />
      <ellipse cx="-2.5" cy="-6" rx="1.6" ry="2.6" fill="#fff" opacity="0.45" />
    </>
  ),
  confetti: (a, b) => (
    <>
      <rect x="-5" y="-2" width="10" height="4" rx="1" fill={a} />
      <circle cx="6" cy="6" r="2" fill={b} />
    </>
  ),
  stars: (a) => <polygon points={STAR} fill={a} />,
  hearts: (a) => (
    <path d="M0 9 C-12 1 -9 -10 0 -4 C9 -10 12 1 0 9 Z" fill={a} stroke="#fff" strokeWidth="0.6" />
  ),
  bubbles: (a) => (
    <>
      <circle r="9" fill={a} fillOpacity="0.18" stroke={a} strokeWidth="1.2" />
      <path d="M-5 -3 A6 6 0 0 1 -1 -6.5" stroke="#fff" strokeWidth="1.4" fill="none" />
    </>
  ),
  sparkles: (a) => (
    <path d="M0 -11 C1 -3 3 -1 11 0 C3 1 1 3 0 11 C-1 3 -3 1 -11 0 C-3 -1 -1 -3 0 -11 Z" fill={a} />
  ),
  leaves: (a, b) => (
    <>
      <path d="M0 -11 C9 -5 8 6 0 11 C-8 6 -9 -5 0 -11 Z" fill={a} />
      <path d="M0 -8 L0 11 M0 -1 L4 -4 M0 4 L-4 1" stroke={b} strokeWidth="0.8" fill="none" />
    </>
  ),
  snow: (a) => (
    <g stroke={a} strokeWidth="1.4" strokeLinecap="round">
      <path d="M0 -10 V10 M-8.7 -5 L8.7 5 M-8.7 5 L8.7 -5" />
      <path d="M-2.5 -7.5 L0 -5 L2.5 -7.5 M-2.5 7.5 L0 5 L2.5 7.5" fill="none" />
    </g>
  ),
  flames: (a, b) => (
    <>
      <path
        d="M0 11 C-8 11 -9 3 -5 -2 C-4 2 -2 2 -2 0 C-2 -5 1 -8 0 -11 C6 -7 9 0 7 5 C6 9 3 11 0 11 Z"
        fill={a}
      />
      <path d="M0 10 C-3 10 -4 6 -2 3 C-1 5 1 4 1 2 C3 4 4 8 0 10 Z" fill={b} />
    </>
  ),
  waves: (a) => <Line d="M-12 0 C-9 -5 -6 -5 -3 0 S3 5 6 0 S9 -5 12 0" colour={a} width="2.4" />,
  checkers: (a, b) => (
    <>
      <rect x="-9" y="-9" width="18" height="18" fill={b} />
      <path d="M-9 -9 H0 V0 H-9 Z M0 0 H9 V9 H0 Z" fill={a} />
    </>
  ),
  dots: (a, b) => (
    <>
      <circle cx="-5" cy="-3" r="4" fill={a} />
      <circle cx="5" cy="-5" r="2.5" fill={b} />
      <circle cx="3" cy="6" r="3" fill={a} />
    </>
  ),
  zigzag: (a) => <Line d="M-11 3 L-7 -3 L-3 3 L1 -3 L5 3 L9 -3" colour={a} width="2.4" corners />,
  streamers: (a) => <Line d="M-10 -9 C-2 -11 2 -3 -4 0 S-2 10 10 9" colour={a} width="2.6" />,
  moons: (a) => <path d="M3 -10 A10 10 0 1 0 3 10 A8 8 0 1 1 3 -10 Z" fill={a} />,
  flowers: (a, b) => (
    <>
      {turnedCopies(
        [0, 72, 144, 216, 288],
        <ellipse cx="0" cy="-5.5" rx="3.6" ry="5.5" fill={a} />,
      )}
      <circle r="3.2" fill={b} />
    </>
  ),
  lightning: (a) => <polygon points="3,-12 -7,2 -1,2 -4,12 7,-3 1,-3" fill={a} />,
  pixels: (a, b) => (
    <g>
      {[
        [-9, -6, a],
        [3, -6, a],
        [-6, -3, a],
        [-3, -3, b],
        [0, -3, b],
        [-9, 0, a],
        [-6, 0, a],
        [-3, 0, a],
        [0, 0, a],
        [3, 0, a],
        [6, 0, a],
        [-9, 3, a],
        [6, 3, a],
        [-6, 6, a],
        [3, 6, a],
      ].map(([x, y, fill]) => (
        <rect key={`${x},${y}`} x={x} y={y} width="3" height="3" fill={String(fill)} />
      ))}
    </g>
  ),
  bats: (a) => (
    <path
      d="M0 -2 C-2 -5 -3 -4 -3 -2 C-6 -6 -10 -5 -12 -2 C-9 -1 -9 2 -8 4 C-6 1 -4 2 -3 4 C-2 2 -1 2 0 3 C1 2 2 2 3 4 C4 2 6 1 8 4 C9 2 9 -1 12 -2 C10 -5 6 -6 3 -2 C3 -4 2 -5 0 -2 Z"
      fill={a}
    />
  ),
  candy: (a, b) => (
    <>
      <path d="M-6 0 L-12 -5 L-11 5 Z M6 0 L12 -5 L11 5 Z" fill={b} />
      <circle r="6.5" fill={a} />
      <path
        d="M-4 -5 C0 -2 0 2 -4 5 M1 -6 C4 -2 4 2 1 6"
        stroke="#fff"
        strokeWidth="1.2"
        fill="none"
      />
    </>
  ),
  notes: (a) => (
    <>
      <path d="M-3 6 V-8 L9 -11 V3" stroke={a} strokeWidth="2" fill="none" strokeLinejoin="round" />
      <ellipse cx="-6" cy="6" rx="3.6" ry="2.8" fill={a} />
      <ellipse cx="6" cy="3" rx="3.6" ry="2.8" fill={a} />
    </>
  ),
  balls: (a, b) => (
    <>
      <circle r="9.5" fill={a} />
      <path
        d="M-9.5 0 H9.5 M0 -9.5 C-5 -4 -5 4 0 9.5 M0 -9.5 C5 -4 5 4 0 9.5"
        stroke={b}
        strokeWidth="1.2"
        fill="none"
      />
    </>
  ),
  gears: (a, b) => (
    <>
      {turnedCopies(
        [0, 45, 90, 135],
        <rect x="-2.2" y="-11" width="4.4" height="22" rx="1" fill={a} />,
      )}
      <circle r="7.5" fill={a} />
      <circle r="3" fill={b} />
    </>
  ),
  crowns: (a, b) => (
    <>
      <path d="M-10 6 L-11 -6 L-5 -1 L0 -9 L5 -1 L11 -6 L10 6 Z" fill={a} />
      <rect x="-10" y="6" width="20" height="3" rx="1" fill={a} />
      <circle cx="0" cy="2" r="1.8" fill={b} />
      <circle cx="-6" cy="3" r="1.3" fill={b} />
      <circle cx="6" cy="3" r="1.3" fill={b} />
    </>
  ),
  paws: (a) => (
    <>
      <ellipse cx="0" cy="4" rx="6" ry="5" fill={a} />
      <ellipse cx="-7" cy="-3" rx="2.4" ry="3.2" fill={a} />
      <ellipse cx="-2.6" cy="-8" rx="2.4" ry="3.2" fill={a} />
      <ellipse cx="2.6" cy="-8" rx="2.4" ry="3.2" fill={a} />
      <ellipse cx="7" cy="-3" rx="2.4" ry="3.2" fill={a} />
    </>
  ),
};
