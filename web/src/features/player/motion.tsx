import {
  type CSSProperties,
  createContext,
  createElement,
  type ElementType,
  type ReactNode,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

/**
 * Per-frame drawing without re-rendering React (frame times on a phone). A scene renders its tree
 * once; while the clock runs, each animated node is written directly from one requestAnimationFrame
 * callback: the player's `FrameSource` calls every subscriber with the scene time, and each
 * `<Motion>` node computes its style from that time (the same pure functions of t as before) and
 * writes only what changed. Without a frame source (tests, a still render) the nodes are drawn from
 * the scene's `t`.
 */
export interface FrameSource {
  /** Scene time now. */
  time(): number;
  /** Called with the scene time on every animation frame while the clock runs. */
  subscribe(listener: (t: number) => void): () => void;
}

const FrameSourceContext = createContext<FrameSource | null>(null);
const StillTimeContext = createContext<number>(0);

export const FrameSourceProvider = FrameSourceContext.Provider;

/** Gives the scene's render time to the motion nodes below (used when no frame source runs). */
export function SceneTime({ t, children }: { t: number; children: ReactNode }) {
  return <StillTimeContext.Provider value={t}>{children}</StillTimeContext.Provider>;
}

/** The time a motion node draws from at render: the live clock's, else the scene's `t`. */
export function useRenderTime(): number {
  const source = useContext(FrameSourceContext);
  const still = useContext(StillTimeContext);
  return source ? source.time() : still;
}

/**
 * Subscribes `draw` to every frame (and draws once at mount, after layout). `draw` may change
 * from render to render; the latest one is used.
 */
export function useFrame(draw: (t: number) => void): void {
  const source = useContext(FrameSourceContext);
  const drawRef = useRef(draw);
  drawRef.current = draw;
  useLayoutEffect(() => {
    if (!source) return;
    drawRef.current(source.time());
    return source.subscribe((t) => drawRef.current(t));
  }, [source]);
}

/** Scene time, updated at most every `step` seconds (and on every jump): for slow effects. */
export function useCoarseTime(t: number, step = 0.25): number {
  const source = useContext(FrameSourceContext);
  const [coarse, setCoarse] = useState(() => (source ? source.time() : t));
  useFrame((now) => {
    setCoarse((last) => (Math.abs(now - last) >= step ? now : last));
  });
  return source ? coarse : t;
}

const UNITLESS = new Set(['opacity', 'zIndex', 'scale', 'flexGrow', 'lineHeight', 'fontWeight']);

type Written = Record<string, string>;

function cssValue(key: string, value: unknown): string {
  if (value === undefined || value === null || value === false) return '';
  if (typeof value === 'number' && !UNITLESS.has(key) && !key.startsWith('--')) return `${value}px`;
  return String(value);
}

/** Writes a style object to an element's inline style, touching only values that changed. */
export function writeStyle(element: HTMLElement | SVGElement, style: CSSProperties, last: Written) {
  const target = element.style as unknown as Record<string, string>;
  for (const [key, raw] of Object.entries(style)) {
    const value = cssValue(key, raw);
    if (last[key] === value) continue;
    last[key] = value;
    if (key.startsWith('--')) element.style.setProperty(key, value);
    else target[key] = value;
  }
}

/** Writes SVG/HTML attributes, touching only values that changed. */
export function writeAttributes(
  element: Element,
  attributes: Record<string, string | number | undefined>,
  last: Written,
) {
  for (const [key, raw] of Object.entries(attributes)) {
    const value = raw === undefined ? '' : String(raw);
    if (last[key] === value) continue;
    last[key] = value;
    if (raw === undefined) element.removeAttribute(key);
    else element.setAttribute(key, value);
  }
}

/** SVG attribute names as React spells them (camelCase) to their DOM names. */
const SVG_ATTRIBUTE: Record<string, string> = {
  strokeDashoffset: 'stroke-dashoffset',
  strokeOpacity: 'stroke-opacity',
  fillOpacity: 'fill-opacity',
};

type MotionProps = {
  as?: ElementType;
  /** The animated style at scene time t (merged over `style`). */
  motion?: (t: number) => CSSProperties;
  /** Animated attributes at scene time t (SVG transform, opacity, fill…). */
  attrs?: (t: number) => Record<string, string | number | undefined>;
  /** Animated text content at scene time t (decorative text only). */
  text?: (t: number) => string;
  /** Give the moving node its own compositor layer while a clock draws it (default true). */
  layer?: boolean;
  style?: CSSProperties;
  children?: ReactNode;
} & Record<string, unknown>;

/**
 * An element whose style (and optionally attributes or text) is a pure function of scene time,
 * drawn at render from the current time and then written directly every frame.
 */
export function Motion({
  as: Tag = 'div',
  motion,
  attrs,
  text,
  layer: promote = true,
  style,
  children,
  ...rest
}: MotionProps) {
  const source = useContext(FrameSourceContext);
  const t = useRenderTime();
  const ref = useRef<HTMLElement | null>(null);
  const lastStyle = useRef<Written>({});
  const lastAttrs = useRef<Written>({});
  const lastText = useRef<string | null>(null);
  const moving = motion ? motion(t) : undefined;
  // While a clock draws it, a moving node gets its own compositor layer: a new transform or
  // opacity is then composited, not repainted.
  const layer: CSSProperties | undefined =
    promote && source && moving && ('transform' in moving || 'opacity' in moving)
      ? { willChange: 'transform' in moving ? 'transform, opacity' : 'opacity' }
      : undefined;
  const renderStyle = moving ? { ...style, ...layer, ...moving } : style;
  const renderAttrs = attrs ? attrs(t) : undefined;
  const renderText = text ? text(t) : undefined;
  useFrame((now) => {
    const element = ref.current;
    if (!element) return;
    if (motion) writeStyle(element, motion(now), lastStyle.current);
    if (attrs) {
      const next: Record<string, string | number | undefined> = {};
      for (const [key, value] of Object.entries(attrs(now)))
        next[SVG_ATTRIBUTE[key] ?? key] = value;
      writeAttributes(element, next, lastAttrs.current);
    }
    if (text) {
      const value = text(now);
      if (lastText.current !== value) {
        lastText.current = value;
        // The text node React made, changed in place, so React's own updates still find it.
        const node = element.firstChild;
        if (node && node.nodeType === Node.TEXT_NODE) node.nodeValue = value;
        else element.textContent = value;
      }
    }
  });
  // After any render the DOM may differ from what was last written: the next frame writes all.
  lastStyle.current = {};
  lastAttrs.current = {};
  lastText.current = null;
  return createElement(
    Tag,
    { ...rest, ...renderAttrs, ref, style: renderStyle },
    renderText ?? children,
  );
}
