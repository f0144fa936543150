import type { CSSProperties, ElementType } from 'react';
import { Motion } from './motion.tsx';

/**
 * Text animated a letter at a time. The words are read once, whole, from a visually hidden copy;
 * the moving letters are hidden from screen readers. Words never break inside.
 */
export function SplitText({
  text,
  as: Tag = 'span',
  id,
  className,
  style,
  letterStyle,
}: {
  text: string;
  as?: ElementType;
  id?: string;
  className?: string;
  style?: CSSProperties;
  /** The style of the letter at `index` of `count` (spaces included) at scene time `t`. */
  letterStyle: (index: number, count: number, t: number) => CSSProperties;
}) {
  const count = text.length;
  let index = 0;
  const words = text.split(' ');
  return (
    <Tag id={id} className={className} style={style}>
      <span className="sr-only">{text}</span>
      <span aria-hidden="true">
        {words.map((word, w) => {
          const start = index;
          index += word.length + 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: words of a fixed text, in order
            <span key={w}>
              <span className="inline-block whitespace-nowrap">
                {[...word].map((letter, i) => (
                  <Motion
                    as="span"
                    // biome-ignore lint/suspicious/noArrayIndexKey: letters of a fixed text, in order
                    key={i}
                    className="inline-block"
                    // Dozens of letters: one layer each would cost more than their repaint.
                    layer={false}
                    motion={(t: number) => letterStyle(start + i, count, t)}
                  >
                    {letter}
                  </Motion>
                ))}
              </span>
              {w < words.length - 1 ? ' ' : null}
            </span>
          );
        })}
      </span>
    </Tag>
  );
}
