import { Motion } from '../../motion.tsx';
import { flapGlyph, flapSettleAt } from './countdown.motion.ts';

/** The date as a flip board: tiles that clatter through letters before settling. Decorative copy. */
export function FlipBoard({ text }: { text: string }) {
  const count = text.length;
  let index = 0;
  return (
    <span
      aria-hidden="true"
      // Its own layer: the clattering letters repaint the board, not what is around it.
      className="flex flex-wrap justify-center gap-x-[2.4cqw] gap-y-[1.4cqw] will-change-transform"
    >
      {text.split(' ').map((word, w) => {
        const start = index;
        index += word.length + 1;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: words of a fixed text, in order
          <span key={w} className="flex gap-[0.5cqw]">
            {[...word].map((letter, i) => {
              const at = start + i;
              return (
                // A fixed tile (contain: strict): a new letter lays out only its tile.
                <span
                  // biome-ignore lint/suspicious/noArrayIndexKey: letters of a fixed text, in order
                  key={i}
                  className="relative grid h-[7.4cqw] w-[5cqw] place-items-center overflow-hidden rounded-[0.8cqw] text-[4.8cqw] font-black [contain:strict]"
                  style={{ background: 'color-mix(in oklab, var(--pr-text) 80%, white)' }}
                >
                  <Motion
                    as="span"
                    motion={(t: number) => ({
                      color:
                        t >= flapSettleAt(at, count)
                          ? 'var(--pr-surface)'
                          : 'color-mix(in oklab, var(--pr-surface) 60%, transparent)',
                    })}
                    text={(t: number) => flapGlyph(letter, at, count, t)}
                  />
                  <span className="absolute inset-x-0 top-1/2 h-[0.3cqw] bg-black/40" />
                </span>
              );
            })}
          </span>
        );
      })}
    </span>
  );
}
