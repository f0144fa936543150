import type { CSSProperties, ElementType } from 'react';
import { Motion } from './motion.tsx';

/** Where a letter sits in its word. */
export interface LetterPlace {
  inWord: number;
  wordLength: number;
}

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
  letterLayers = false,
}: {
  text: string;
  as?: ElementType;
  id?: string;
  className?: string;
  style?: CSSProperties;
  /**
   * The style of the letter at `index` of `count` (spaces included) at scene time `t`; `place`
   * says where it sits in its word.
   */
  letterStyle: (index: number, count: number, t: number, place: LetterPlace) => CSSProperties;
  /**
   * One compositor layer per letter, for letters whose paint is costly (a blurred glow): they then
   * move without repainting. Otherwise the letters repaint inside one layer, the text's own (give
   * it `will-change-transform` so the repaint stays there).
   */
  letterLayers?: boolean;
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
                    layer={letterLayers}
                    motion={(t: number) =>
                      letterStyle(start + i, count, t, { inWord: i, wordLength: word.length })
                    }
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
