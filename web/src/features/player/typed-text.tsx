import { useRef } from 'react';
import { useFrame, useRenderTime } from './motion.tsx';

/**
 * A line typing itself out: every character is there from the start (the line keeps its size; a
 * screen reader reads the line whole, from a visually hidden copy), and the ones not yet typed are
 * transparent. Typing a character
 * changes one character's opacity, never the text, so the page is not laid out again per key.
 */
export function TypedText({ text, typed }: { text: string; typed: (t: number) => number }) {
  const t = useRenderTime();
  const ref = useRef<HTMLSpanElement>(null);
  const shown = useRef<number | null>(null);
  useFrame((now) => {
    const line = ref.current;
    if (!line) return;
    const next = typed(now);
    const before = shown.current;
    if (before === next) return;
    const from = before === null ? 0 : Math.min(before, next);
    const to = before === null ? line.children.length : Math.max(before, next);
    for (let i = from; i < to; i++) {
      const letter = line.children[i] as HTMLElement | undefined;
      if (letter) letter.style.opacity = i < next ? '' : '0';
    }
    shown.current = next;
  });
  // After a render the letters are as drawn at `t`: the next frame rewrites them all.
  shown.current = null;
  const typedNow = typed(t);
  return (
    <>
      <span className="sr-only">{text}</span>
      <span ref={ref} aria-hidden="true">
        {[...text].map((letter, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: letters of a fixed text, in order
          <span key={i} style={i < typedNow ? undefined : { opacity: 0 }}>
            {letter}
          </span>
        ))}
      </span>
    </>
  );
}
