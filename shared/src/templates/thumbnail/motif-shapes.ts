import type { Motif } from '../template-types.ts';

/**
 * Each motif as a small vector drawing in local coordinates from -10 to 10, in `color`, with
 * `detail` for the lines drawn over it (seams, veins, highlights).
 */
type Shape = (color: string, detail: string) => string;

function starPoints(points: number, outer: number, inner: number): string {
  const out: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI * i) / points - Math.PI / 2;
    out.push(`${(radius * Math.cos(angle)).toFixed(2)},${(radius * Math.sin(angle)).toFixed(2)}`);
  }
  return out.join(' ');
}

function gearPoints(): string {
  const out: string[] = [];
  const teeth = 8;
  for (let i = 0; i < teeth * 4; i++) {
    const radius = i % 4 < 2 ? 10 : 7.2;
    const angle = (Math.PI * 2 * (i + 0.5)) / (teeth * 4);
    out.push(`${(radius * Math.cos(angle)).toFixed(2)},${(radius * Math.sin(angle)).toFixed(2)}`);
  }
  return out.join(' ');
}

const STAR = starPoints(5, 10, 4.2);
const GEAR = gearPoints();

export const SCATTERED_SHAPES: Record<
  Exclude<Motif, 'waves' | 'checkers' | 'zigzag' | 'streamers'>,
  Shape
> = {
  balloons: (c, d) =>
    `<path d="M0 8 q3 4 0 8" fill="none" stroke="${d}" stroke-width="0.8"/><ellipse cx="0" cy="-1" rx="7" ry="8.5" fill="${c}"/><path d="M0 7.4 l-2 2.6 h4 z" fill="${c}"/><ellipse cx="-2.6" cy="-4.5" rx="1.5" ry="2.6" fill="#fff" opacity=".45"/>`,
  confetti: (c, d) =>
    `<rect x="-8" y="-6" width="6" height="2.6" fill="${c}" transform="rotate(25)"/><rect x="1" y="-1" width="6" height="2.6" fill="${d}" transform="rotate(-35)"/><rect x="-3" y="5" width="6" height="2.6" fill="${c}" transform="rotate(70)"/>`,
  stars: (c) => `<polygon points="${STAR}" fill="${c}"/>`,
  hearts: (c) => `<path d="M0 9 C-13 0 -7 -11 0 -4 C7 -11 13 0 0 9 Z" fill="${c}"/>`,
  bubbles: (c) =>
    `<circle r="8" fill="${c}" fill-opacity=".18" stroke="${c}" stroke-width="1.3"/><circle cx="-3" cy="-3" r="1.8" fill="${c}"/>`,
  sparkles: (c) =>
    `<path d="M0 -10 Q1.4 -1.4 10 0 Q1.4 1.4 0 10 Q-1.4 1.4 -10 0 Q-1.4 -1.4 0 -10 Z" fill="${c}"/>`,
  leaves: (c, d) =>
    `<path d="M0 -10 C8 -4 8 4 0 10 C-8 4 -8 -4 0 -10 Z" fill="${c}"/><path d="M0 -8 V9 M0 -2 L3.5 -5 M0 3 L-3.5 0" stroke="${d}" stroke-width="0.9" fill="none"/>`,
  snow: (c) =>
    `<g stroke="${c}" stroke-width="1.6" stroke-linecap="round"><path d="M0 -10 V10 M-8.7 -5 L8.7 5 M-8.7 5 L8.7 -5"/><path d="M-2.5 -8 L0 -5.5 L2.5 -8 M-2.5 8 L0 5.5 L2.5 8" fill="none"/></g>`,
  flames: (c, d) =>
    `<path d="M0 10 C-8 10 -9 2 -5 -3 C-4 1 -2 2 -1 1 C-3 -4 0 -8 2 -10 C2 -5 8 -2 7 4 C6 8 3 10 0 10 Z" fill="${c}"/><path d="M0 10 C-3 10 -4 6 -2 3 C-1 5 0 5 1 2 C3 5 3 9 0 10 Z" fill="${d}" opacity=".8"/>`,
  moons: (c) => `<path d="M3 -9.5 A10 10 0 1 0 3 9.5 A8 8 0 0 1 3 -9.5 Z" fill="${c}"/>`,
  flowers: (c, d) =>
    `<g fill="${c}">${[0, 72, 144, 216, 288].map((a) => `<ellipse cx="0" cy="-5.5" rx="3.6" ry="5" transform="rotate(${a})"/>`).join('')}</g><circle r="3" fill="${d}"/>`,
  dots: (c, d) =>
    `<circle cx="-4" cy="-3" r="5" fill="${c}"/><circle cx="5" cy="2" r="3.4" fill="${c}"/><circle cx="-2" cy="6.5" r="2.4" fill="${d}"/>`,
  lightning: (c) => `<polygon points="2,-10 -6,1 -1,1 -3,10 6,-2 1,-2 4,-10" fill="${c}"/>`,
  pixels: (c, d) =>
    `<g fill="${c}"><rect x="-6" y="-6" width="4" height="4"/><rect x="-2" y="-2" width="4" height="4"/><rect x="2" y="-6" width="4" height="4"/><rect x="-6" y="2" width="4" height="4"/><rect x="2" y="2" width="4" height="4"/></g><rect x="-2" y="-6" width="4" height="4" fill="${d}"/>`,
  bats: (c) =>
    `<path d="M0 -3 L-1.5 -6 L-2.2 -2.5 C-4 -4.5 -7 -5 -11 -2 C-9 -1.5 -8.5 0.5 -8 3 C-6.5 1 -4.5 1 -3.5 3.5 C-2.5 1.5 -1 1.5 0 3.5 C1 1.5 2.5 1.5 3.5 3.5 C4.5 1 6.5 1 8 3 C8.5 0.5 9 -1.5 11 -2 C7 -5 4 -4.5 2.2 -2.5 L1.5 -6 Z" fill="${c}"/>`,
  candy: (c, d) =>
    `<path d="M-5 0 L-11 -5 L-10 0 L-11 5 Z M5 0 L11 -5 L10 0 L11 5 Z" fill="${c}"/><circle r="6" fill="${c}"/><path d="M-4 -4 L4 4 M-1 -6 L6 1 M-6 -1 L1 6" stroke="${d}" stroke-width="1.2"/>`,
  notes: (c) =>
    `<ellipse cx="-3" cy="6" rx="3.6" ry="2.6" transform="rotate(-20 -3 6)" fill="${c}"/><rect x="-0.2" y="-10" width="1.5" height="16" fill="${c}"/><path d="M1.3 -10 q6 2 5.5 8.5 q-1 -4.5 -5.5 -4.5 z" fill="${c}"/>`,
  balls: (c, d) =>
    `<circle r="9" fill="${c}"/><path d="M-9 0 Q0 -4.5 9 0 M0 -9 Q-4.5 0 0 9" stroke="${d}" stroke-width="1.2" fill="none"/>`,
  gears: (c, d) => `<polygon points="${GEAR}" fill="${c}"/><circle r="3" fill="${d}"/>`,
  crowns: (c, d) =>
    `<path d="M-10 6 L-10 -6 L-5 0 L0 -9 L5 0 L10 -6 L10 6 Z" fill="${c}"/><circle cx="0" cy="2.5" r="1.8" fill="${d}"/><circle cx="-5.5" cy="3" r="1.2" fill="${d}"/><circle cx="5.5" cy="3" r="1.2" fill="${d}"/>`,
  paws: (c) =>
    `<g fill="${c}"><ellipse cx="0" cy="4" rx="5.4" ry="4.4"/><circle cx="-6.4" cy="-2" r="2.4"/><circle cx="-2.5" cy="-6.6" r="2.4"/><circle cx="2.5" cy="-6.6" r="2.4"/><circle cx="6.4" cy="-2" r="2.4"/></g>`,
};

export type BandMotif = 'waves' | 'checkers' | 'zigzag' | 'streamers';

export function isBandMotif(motif: Motif): motif is BandMotif {
  return motif === 'waves' || motif === 'checkers' || motif === 'zigzag' || motif === 'streamers';
}

/** Motifs that run along an edge of the 320×200 frame rather than being scattered over it. */
export function bandShape(motif: BandMotif, color: string, second: string): string {
  switch (motif) {
    case 'waves': {
      const crest = (y: number, phase: number) =>
        `M0 ${y} ${Array.from({ length: 9 }, (_, i) => `Q${i * 40 + 10 + phase} ${y - 9} ${i * 40 + 20 + phase} ${y} T${i * 40 + 40 + phase} ${y}`).join(' ')} V200 H0 Z`;
      return `<path d="${crest(184, -20)}" fill="${second}" opacity=".45"/><path d="${crest(190, 0)}" fill="${color}" opacity=".75"/>`;
    }
    case 'checkers': {
      const squares: string[] = [];
      for (let x = 0; x < 320; x += 10) {
        for (const [row, y] of [0, 10].entries()) {
          if ((x / 10 + row) % 2 === 0) squares.push(`M${x} ${y}h10v10h-10z`);
          if ((x / 10 + row) % 2 === 1) squares.push(`M${x} ${180 + y}h10v10h-10z`);
        }
      }
      return `<path d="${squares.join('')}" fill="${color}" opacity=".85"/>`;
    }
    case 'zigzag': {
      const line = (y: number) =>
        Array.from({ length: 33 }, (_, i) => `${i * 10},${i % 2 === 0 ? y : y + 7}`).join(' ');
      return `<polyline points="${line(6)}" fill="none" stroke="${color}" stroke-width="3" stroke-linejoin="round"/><polyline points="${line(186)}" fill="none" stroke="${second}" stroke-width="3" stroke-linejoin="round"/>`;
    }
    case 'streamers': {
      const swag = (depth: number, offset: number) =>
        `M${offset} 0 ${Array.from({ length: 7 }, (_, i) => `Q${offset + i * 53.3 + 26.7} ${depth} ${offset + (i + 1) * 53.3} 0`).join(' ')}`;
      return `<path d="${swag(26, -26)}" fill="none" stroke="${second}" stroke-width="3.5"/><path d="${swag(20, 0)}" fill="none" stroke="${color}" stroke-width="4"/>`;
    }
  }
}
