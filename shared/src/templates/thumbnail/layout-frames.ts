import { contrastRatio } from '../contrast.ts';
import type { Palette, SceneLayout } from '../template-types.ts';
import { escapeXml, r, textBlock } from './svg-text.ts';

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface FrameContext {
  palette: Palette;
  /** A prefix for ids inside this picture, so two inlined thumbnails never share a gradient. */
  uid: string;
  name: string;
  family: string;
  fontStack: string;
  /** The template's signature motif at (x, y), `scale` times its 20-unit size. */
  icon(x: number, y: number, scale: number, color: string, detail: string): string;
}

export interface Frame {
  svg: string;
  /** Where the frame is drawn: motifs are scattered outside these. */
  keepOut: Rect[];
}

/** The colour among `candidates` that reads best on `background`. */
export function readableOn(background: string, candidates: string[]): string {
  return candidates.reduce((best, c) =>
    contrastRatio(c, background) > contrastRatio(best, background) ? c : best,
  );
}

function fauxLines(cx: number, y: number, widths: number[], color: string): string {
  return widths
    .map(
      (w, i) =>
        `<rect x="${r(cx - w / 2)}" y="${y + i * 9}" width="${w}" height="4" rx="2" fill="${color}" opacity=".35"/>`,
    )
    .join('');
}

function name(
  ctx: FrameContext,
  box: Parameters<typeof textBlock>[1],
  fill: string,
  maxLines: number,
  maxSize: number,
  extra = '',
) {
  return textBlock(
    ctx.name,
    box,
    { family: ctx.family, fontStack: ctx.fontStack, fill, maxLines, maxSize },
    extra,
  );
}

const FRAMES: Record<SceneLayout, (ctx: FrameContext) => Frame> = {
  envelope: (ctx) => {
    const p = ctx.palette;
    return {
      keepOut: [{ x: 44, y: 16, w: 232, h: 176 }],
      svg: [
        `<ellipse cx="160" cy="186" rx="112" ry="6" fill="#000" opacity=".15"/>`,
        `<rect x="50" y="78" width="220" height="104" rx="4" fill="${p.primary}"/>`,
        `<polygon points="50,78 160,20 270,78" fill="${p.accent}" stroke="${p.primary}" stroke-width="1.5" stroke-linejoin="round"/>`,
        `<rect x="66" y="34" width="188" height="112" rx="4" fill="${p.surface}" stroke="${p.primary}" stroke-width="1.5"/>`,
        `<rect x="72" y="40" width="176" height="100" rx="3" fill="none" stroke="${p.accent}" stroke-dasharray="4 3"/>`,
        name(ctx, { cx: 160, top: 44, width: 164, height: 54 }, p.primary, 2, 30),
        fauxLines(160, 102, [70, 46], p.text),
        `<path d="M50 96 L160 142 L270 96 V182 H50 Z" fill="${p.surface}" stroke="${p.primary}" stroke-width="1.5" stroke-linejoin="round"/>`,
        `<path d="M50 182 L138 128 M270 182 L182 128" stroke="${p.primary}" stroke-width="1.2" opacity=".35"/>`,
        `<circle cx="160" cy="142" r="12" fill="${p.accent}" stroke="${p.primary}" stroke-width="1.5"/>`,
        ctx.icon(160, 142, 0.55, p.surface, p.accent),
      ].join(''),
    };
  },

  poster: (ctx) => {
    const p = ctx.palette;
    return {
      keepOut: [{ x: 76, y: 4, w: 168, h: 192 }],
      svg: [
        `<rect x="90" y="18" width="148" height="172" fill="#000" opacity=".18"/>`,
        `<rect x="86" y="14" width="148" height="172" fill="${p.surface}" stroke="${p.primary}" stroke-width="3"/>`,
        `<rect x="86" y="14" width="148" height="34" fill="${p.primary}"/>`,
        [122, 160, 198].map((x) => ctx.icon(x, 31, 0.7, p.surface, p.primary)).join(''),
        name(ctx, { cx: 160, top: 54, width: 130, height: 72 }, p.primary, 3, 30),
        `<path d="M112 133 H208" stroke="${p.accent}" stroke-width="3" stroke-linecap="round"/>`,
        fauxLines(160, 143, [104, 80, 56], p.text),
        `<rect x="78" y="10" width="30" height="10" fill="${p.accent}" opacity=".75" transform="rotate(-35 93 15)"/>`,
        `<rect x="212" y="10" width="30" height="10" fill="${p.accent}" opacity=".75" transform="rotate(35 227 15)"/>`,
      ].join(''),
    };
  },

  countdown: (ctx) => {
    const p = ctx.palette;
    const title = readableOn(p.background, [p.surface, p.text, p.primary]);
    const tiles = [62, 130, 198]
      .map(
        (x, i) =>
          `<rect x="${x}" y="68" width="60" height="76" rx="8" fill="${p.surface}" stroke="${p.accent}" stroke-width="3"/>` +
          `<text x="${x + 30}" y="127" font-family="${escapeXml(ctx.fontStack)}" font-size="52" font-weight="700" fill="${p.primary}" text-anchor="middle">${3 - i}</text>` +
          `<path d="M${x + 2} 106 H${x + 58}" stroke="${p.text}" stroke-width="1.5" opacity=".25"/>`,
      )
      .join('');
    return {
      keepOut: [{ x: 40, y: 6, w: 240, h: 168 }],
      svg: [
        name(ctx, { cx: 160, top: 12, width: 250, height: 48 }, title, 2, 28),
        tiles,
        [126, 194]
          .map(
            (x) =>
              `<circle cx="${x}" cy="97" r="2.6" fill="${p.accent}"/><circle cx="${x}" cy="115" r="2.6" fill="${p.accent}"/>`,
          )
          .join(''),
        `<rect x="62" y="156" width="196" height="9" rx="4.5" fill="${p.surface}" opacity=".55"/>`,
        `<rect x="62" y="156" width="132" height="9" rx="4.5" fill="${p.accent}"/>`,
      ].join(''),
    };
  },

  storybook: (ctx) => {
    const p = ctx.palette;
    return {
      keepOut: [{ x: 22, y: 30, w: 276, h: 170 }],
      svg: [
        `<rect x="28" y="42" width="264" height="146" rx="6" fill="${p.primary}"/>`,
        `<path d="M38 48 Q100 36 160 52 V180 Q100 168 38 176 Z" fill="${p.surface}"/>`,
        `<path d="M160 52 Q220 36 282 48 V176 Q220 168 160 180 Z" fill="${p.surface}"/>`,
        `<path d="M160 52 Q220 36 282 48 V176 Q220 168 160 180 Z" fill="url(#${ctx.uid}-page)"/>`,
        `<path d="M160 52 V180" stroke="${p.primary}" stroke-width="1.5" opacity=".5"/>`,
        name(ctx, { cx: 100, top: 58, width: 100, height: 84 }, p.primary, 3, 26),
        fauxLines(100, 150, [64, 44], p.text),
        ctx.icon(221, 100, 2.4, p.accent, p.surface),
        fauxLines(221, 140, [80, 64, 48], p.text),
        `<polygon points="262,172 274,172 274,198 268,192 262,198" fill="${p.accent}"/>`,
      ].join(''),
    };
  },

  arcade: (ctx) => {
    const p = ctx.palette;
    const glow = readableOn(p.text, [p.accent, p.surface]);
    const lights = Array.from(
      { length: 17 },
      (_, i) => `<circle cx="${64 + i * 12}" cy="23" r="1.7" fill="${p.surface}"/>`,
    ).join('');
    const ground = Array.from(
      { length: 25 },
      (_, i) =>
        `<rect x="${60 + i * 8}" y="${i % 3 === 0 ? 118 : 122}" width="8" height="${i % 3 === 0 ? 12 : 8}" fill="${glow}" opacity=".8"/>`,
    ).join('');
    return {
      keepOut: [{ x: 34, y: 4, w: 252, h: 190 }],
      svg: [
        `<rect x="40" y="10" width="240" height="178" rx="14" fill="${p.primary}"/>`,
        `<rect x="52" y="16" width="216" height="14" rx="4" fill="${p.accent}"/>`,
        lights,
        `<rect x="54" y="36" width="212" height="100" rx="8" fill="${p.text}"/>`,
        `<rect x="60" y="42" width="200" height="88" rx="6" fill="url(#${ctx.uid}-screen)"/>`,
        ground,
        name(ctx, { cx: 160, top: 48, width: 184, height: 50 }, p.surface, 2, 24),
        `<text x="160" y="112" font-family="'Press Start 2P', monospace" font-size="8" fill="${glow}" text-anchor="middle">PRESS START</text>`,
        `<path d="M60 46 H260 M60 50 H260 M60 54 H260 M60 58 H260 M60 62 H260 M60 66 H260 M60 70 H260 M60 74 H260 M60 78 H260 M60 82 H260 M60 86 H260 M60 90 H260 M60 94 H260 M60 98 H260 M60 102 H260 M60 106 H260 M60 110 H260 M60 114 H260" stroke="${p.surface}" stroke-width=".6" opacity=".08"/>`,
        `<rect x="50" y="144" width="220" height="36" rx="6" fill="${p.text}" opacity=".3"/>`,
        `<path d="M104 170 V154" stroke="${p.surface}" stroke-width="3.5" stroke-linecap="round"/><circle cx="104" cy="152" r="6.5" fill="${p.accent}"/>`,
        `<circle cx="190" cy="164" r="7" fill="${p.accent}"/><circle cx="212" cy="158" r="7" fill="${p.surface}"/><circle cx="234" cy="164" r="7" fill="${p.accent}"/>`,
      ].join(''),
    };
  },

  spotlight: (ctx) => {
    const p = ctx.palette;
    const fill = readableOn(p.background, [p.surface, p.accent, p.primary, p.text]);
    const curtain = (mirror: boolean) =>
      `<path d="M0 0 H38 Q26 60 40 118 Q28 160 34 200 H0 Z" fill="${p.primary}"${mirror ? ' transform="matrix(-1 0 0 1 320 0)"' : ''}/>`;
    return {
      keepOut: [
        { x: 40, y: 68, w: 240, h: 132 },
        { x: 0, y: 0, w: 44, h: 200 },
        { x: 276, y: 0, w: 44, h: 200 },
      ],
      svg: [
        `<rect x="0" y="178" width="320" height="22" fill="${p.text}" opacity=".35"/>`,
        `<polygon points="78,0 92,0 212,178 108,178" fill="url(#${ctx.uid}-cone)"/>`,
        `<polygon points="228,0 242,0 212,178 108,178" fill="url(#${ctx.uid}-cone)"/>`,
        `<ellipse cx="160" cy="178" rx="62" ry="10" fill="${p.accent}" opacity=".6"/>`,
        curtain(false),
        curtain(true),
        `<path d="M12 0 Q8 90 14 200 M24 0 Q18 100 24 200 M308 0 Q312 90 306 200 M296 0 Q302 100 296 200" stroke="#000" stroke-width="1.2" opacity=".18" fill="none"/>`,
        `<circle cx="85" cy="4" r="7" fill="${p.surface}"/><circle cx="235" cy="4" r="7" fill="${p.surface}"/>`,
        name(
          ctx,
          { cx: 160, top: 78, width: 200, height: 74 },
          fill,
          2,
          36,
          ` stroke="${p.background}" stroke-width="3" stroke-linejoin="round" paint-order="stroke"`,
        ),
        ctx.icon(160, 164, 0.6, fill, p.background),
      ].join(''),
    };
  },
};

/** The layout's signature drawing: envelope, poster, countdown tiles, open book, arcade, stage. */
export function layoutFrame(layout: SceneLayout, ctx: FrameContext): Frame {
  return FRAMES[layout](ctx);
}

/** Gradients the frames refer to, ids prefixed with `uid`. */
export function frameDefs(uid: string, p: Palette): string {
  return [
    `<radialGradient id="${uid}-glow" cx=".5" cy=".45" r=".65"><stop offset="0" stop-color="${p.accent}" stop-opacity=".28"/><stop offset="1" stop-color="${p.accent}" stop-opacity="0"/></radialGradient>`,
    `<linearGradient id="${uid}-cone" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.accent}" stop-opacity=".7"/><stop offset="1" stop-color="${p.accent}" stop-opacity=".12"/></linearGradient>`,
    `<radialGradient id="${uid}-screen" cx=".5" cy=".5" r=".7"><stop offset="0" stop-color="${p.accent}" stop-opacity=".3"/><stop offset="1" stop-color="${p.text}" stop-opacity="0"/></radialGradient>`,
    `<linearGradient id="${uid}-page" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity=".12"/><stop offset=".25" stop-color="#000" stop-opacity="0"/></linearGradient>`,
  ].join('');
}
