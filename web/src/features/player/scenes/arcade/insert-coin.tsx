import { Motion } from '../../motion.tsx';
import {
  ARCADE_BEATS,
  coinDrop,
  insertCoinVisible,
  introOpacity,
  loadingBlocks,
} from './arcade.motion.ts';

/**
 * The arcade's attract screen, over the invitation until it gives way: INSERT COIN blinking as a
 * coin drops into the slot, then PLAYER 1 READY and the level's loading bar. Decorative.
 */
export function InsertCoin() {
  return (
    <Motion
      as="div"
      aria-hidden="true"
      className="absolute inset-0 grid place-items-center font-(family-name:--pr-display) text-[5cqw] uppercase"
      motion={(t: number) => ({
        opacity: introOpacity(t),
        display: introOpacity(t) > 0 ? undefined : 'none',
      })}
    >
      <div className="flex flex-col items-center gap-[4cqw]">
        <Motion
          as="div"
          className="contents"
          motion={(t: number) => ({
            display: t < ARCADE_BEATS.ready ? 'contents' : 'none',
          })}
        >
          <Motion as="span" motion={(t: number) => ({ opacity: insertCoinVisible(t) ? 1 : 0 })}>
            Insert coin
          </Motion>
          <div className="relative h-[16cqw] w-[10cqw]">
            <Motion
              as="span"
              className="absolute top-0 left-1/2 size-[7cqw] -translate-x-1/2 rounded-full border-[0.8cqw] border-(--pr-accent) bg-[#ffd43b]"
              motion={(t: number) => ({
                transform: `translateY(${(coinDrop(t) * 9).toFixed(2)}cqw)`,
                opacity: 1 - coinDrop(t),
              })}
            />
            <span className="absolute bottom-0 left-1/2 h-[5cqw] w-[1.6cqw] -translate-x-1/2 rounded-full bg-black ring-[0.8cqw] ring-(--pr-accent)" />
          </div>
        </Motion>
        <Motion
          as="div"
          className="contents"
          motion={(t: number) => ({
            display: t < ARCADE_BEATS.ready ? 'none' : 'contents',
          })}
        >
          <span className="text-(--pr-accent)">Player 1 ready</span>
          <div className="flex gap-[0.8cqw] border-[0.6cqw] border-(--pr-surface) p-[0.8cqw]">
            {Array.from({ length: 12 }, (_, i) => (
              <Motion
                as="span"
                // biome-ignore lint/suspicious/noArrayIndexKey: the bar's fixed blocks
                key={i}
                className="h-[4cqw] w-[3.6cqw]"
                motion={(t: number) => ({
                  background: i < loadingBlocks(t) ? 'var(--pr-accent)' : 'transparent',
                })}
              />
            ))}
          </div>
        </Motion>
      </div>
    </Motion>
  );
}
