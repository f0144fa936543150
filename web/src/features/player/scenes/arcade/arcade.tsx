import { useId } from 'react';
import { guestName, sceneText, titleFontSize } from '../../details.ts';
import { HostPictures, type PictureFrameProps } from '../../host-pictures.tsx';
import { MotifField } from '../../motif-field.tsx';
import { Motion } from '../../motion.tsx';
import { popIn } from '../../reveal-style.ts';
import { SceneFrame } from '../../scene-frame.tsx';
import type { SceneProps } from '../../scene-types.ts';
import { typedLength } from '../../timeline.ts';
import { TypedText } from '../../typed-text.tsx';
import {
  ARCADE_BEATS,
  arcadeReveal,
  crtPowerOn,
  heroPose,
  introOpacity,
  pressStartVisible,
  scoreText,
  steppedPop,
} from './arcade.motion.ts';
import { InsertCoin } from './insert-coin.tsx';
import { PixelHero } from './pixel-hero.tsx';

const SCREEN = 'color-mix(in oklab, var(--pr-text) 70%, black)';
const PIXEL_STEPS =
  'polygon(0 2cqw, 2cqw 2cqw, 2cqw 0, calc(100% - 2cqw) 0, calc(100% - 2cqw) 2cqw, 100% 2cqw, 100% calc(100% - 2cqw), calc(100% - 2cqw) calc(100% - 2cqw), calc(100% - 2cqw) 100%, 2cqw 100%, 2cqw calc(100% - 2cqw), 0 calc(100% - 2cqw))';

/** Each picture's caption, in the game's words. */
const CAPTION = { photo: 'Host', video: 'Cutscene' };

/** A picture in a stepped pixel frame with its caption, popping in 8-bit steps. */
function PixelFrame({ picture, children }: PictureFrameProps) {
  return (
    <Motion
      as="figure"
      className="w-[30cqw]"
      motion={(t: number) => popIn(steppedPop(t, picture), steppedPop(t, picture) > 0 ? 1 : 0)}
    >
      <div className="bg-(--pr-accent) p-[1.4cqw]" style={{ clipPath: PIXEL_STEPS }}>
        {children}
      </div>
      <figcaption
        aria-hidden="true"
        className="mt-[1.5cqw] font-(family-name:--pr-display) text-[2.6cqw] uppercase"
      >
        {CAPTION[picture]}
      </figcaption>
    </Motion>
  );
}

/** An arcade screen flickering on: insert coin, level loading, and the party as the next level. */
export function ArcadeScene({ template, data, t, playing, reducedMotion }: SceneProps) {
  const titleId = useId();
  const { title, greeting, when, date, address } = sceneText(data);
  const typed = (t: number) => typedLength(t, ARCADE_BEATS.greeting, greeting.length, 26);
  const rows = [
    { label: 'Date', value: date, beat: 'date' as const },
    { label: 'Time', value: when, beat: 'time' as const },
    { label: 'World', value: address, beat: 'address' as const },
  ].filter((row) => row.value !== '');

  return (
    <SceneFrame
      t={t}
      template={template}
      layout="arcade"
      titleId={titleId}
      className="justify-center"
    >
      <MotifField template={template} t={t} count={12} opacity={0.8} />

      <div
        className="relative z-10 mx-auto my-[6cqw] w-[88cqw] rounded-[4cqw] p-[3cqw] shadow-[0_2cqw_6cqw_rgb(0_0_0/0.45)]"
        style={{
          background:
            'linear-gradient(160deg, color-mix(in oklab, var(--pr-primary) 80%, white), var(--pr-primary) 40%, color-mix(in oklab, var(--pr-primary) 60%, black))',
        }}
      >
        <div className="relative overflow-hidden rounded-[3cqw]" style={{ background: SCREEN }}>
          <Motion
            as="div"
            className="relative flex min-h-[100cqw] flex-col px-[5cqw] pt-[4cqw] pb-[16cqw] text-(--pr-surface)"
            motion={(t: number) => ({
              transform: `scale(${crtPowerOn(t).scaleX.toFixed(3)}, ${crtPowerOn(t).scaleY.toFixed(3)})`,
            })}
          >
            <div
              aria-hidden="true"
              className="flex justify-between font-(family-name:--pr-display) text-[3cqw] leading-tight uppercase"
            >
              <span>
                <span className="text-(--pr-accent)">1UP</span>
                <br />
                {guestName(data) || 'Player 1'}
              </span>
              <span className="text-right">
                <span className="text-(--pr-accent)">Hi-score</span>
                <br />
                {/* Its own layer: the count repaints itself, not the screen. */}
                {/* A fixed box (contain: strict), so a new digit lays out only the count. */}
                <Motion
                  as="span"
                  className="inline-block h-[1lh] w-[6ch] text-right tabular-nums will-change-transform [contain:strict]"
                  text={scoreText}
                />
              </span>
            </div>

            <InsertCoin />

            <Motion
              as="div"
              className="mt-[6cqw] flex flex-col items-center text-center"
              motion={(t: number) => ({ opacity: 1 - introOpacity(t) })}
            >
              <p className="font-(family-name:--pr-display) text-[3.8cqw] leading-snug uppercase will-change-transform">
                <TypedText text={greeting} typed={typed} />
              </p>
              <Motion
                as="p"
                aria-hidden="true"
                className="mt-[4cqw] bg-(--pr-accent) px-[2cqw] py-[0.8cqw] font-(family-name:--pr-display) text-[2.8cqw] text-(--pr-text) uppercase"
                motion={(t: number) => ({ opacity: arcadeReveal(t, 'title') > 0 ? 1 : 0 })}
              >
                Level 1
              </Motion>
              <Motion
                as="h2"
                id={titleId}
                className="mt-[3cqw] font-(family-name:--pr-display) leading-[1.15] text-(--pr-accent) uppercase"
                motion={(t: number) => ({
                  fontSize: `${titleFontSize(title, 8.5, 5)}cqw`,
                  textShadow: '0.5cqw 0.5cqw 0 var(--pr-primary), 1cqw 1cqw 0 rgb(0 0 0 / 0.5)',
                  ...popIn(steppedPop(t, 'title'), steppedPop(t, 'title') > 0 ? 1 : 0),
                })}
              >
                {title}
              </Motion>

              <dl className="mt-[5cqw] w-full space-y-[2.4cqw] text-left">
                {rows.map((row) => {
                  const shown = (t: number) =>
                    typedLength(t, ARCADE_BEATS[row.beat], row.value.length, 40);
                  return (
                    <div key={row.label} className="flex items-baseline gap-[2cqw]">
                      <Motion
                        as="dt"
                        className="w-[16cqw] shrink-0 font-(family-name:--pr-display) text-[2.8cqw] text-(--pr-accent) uppercase"
                        motion={(t: number) => ({ opacity: arcadeReveal(t, row.beat) > 0 ? 1 : 0 })}
                      >
                        {row.label}
                      </Motion>
                      <dd className="text-[4.4cqw] leading-snug font-extrabold will-change-transform">
                        <TypedText text={row.value} typed={shown} />
                      </dd>
                    </div>
                  );
                })}
              </dl>

              <HostPictures
                scene={{ data, t, playing, reducedMotion }}
                videoAt={ARCADE_BEATS.video}
                className="mt-[5cqw] flex justify-center gap-[4cqw]"
                Frame={PixelFrame}
                pictureClassName="aspect-square w-full"
              />

              <Motion
                as="p"
                aria-hidden="true"
                className="mt-[6cqw] font-(family-name:--pr-display) text-[3.6cqw] text-(--pr-accent) uppercase"
                motion={(t: number) => ({ opacity: pressStartVisible(t) ? 1 : 0 })}
              >
                ★ Press start ★
              </Motion>
            </Motion>

            <div aria-hidden="true" className="absolute inset-x-0 bottom-0 h-[10cqw]">
              {/* The walk: a full-width strip moved by its own width's percentage, which is the
                  floor's, so the hero goes where `left` would put it, by transform alone. */}
              <Motion
                as="div"
                className="absolute inset-x-0 bottom-[4cqw] h-[9cqw]"
                motion={(t: number) => ({
                  transform: `translate(${heroPose(t).x.toFixed(2)}%, ${(-heroPose(t).jump).toFixed(2)}cqw)`,
                })}
              >
                <svg
                  aria-hidden="true"
                  viewBox="0 0 8 8"
                  className="absolute top-0 left-0 h-[9cqw] w-[9cqw]"
                  shapeRendering="crispEdges"
                >
                  <Motion
                    as="g"
                    attrs={(t: number) => ({
                      display: heroPose(t).stride === 0 ? undefined : 'none',
                    })}
                  >
                    <PixelHero stride={0} />
                  </Motion>
                  <Motion
                    as="g"
                    attrs={(t: number) => ({
                      display: heroPose(t).stride === 1 ? undefined : 'none',
                    })}
                  >
                    <PixelHero stride={1} />
                  </Motion>
                </svg>
              </Motion>
              <div
                className="absolute inset-x-0 bottom-0 h-[4cqw]"
                style={{
                  background:
                    'repeating-linear-gradient(90deg, var(--pr-primary) 0 7cqw, color-mix(in oklab, var(--pr-primary) 70%, black) 7cqw 7.6cqw)',
                }}
              />
            </div>
          </Motion>

          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0"
            style={{
              background:
                'repeating-linear-gradient(rgb(0 0 0 / 0.22) 0 1px, transparent 1px 3px), radial-gradient(ellipse at center, transparent 55%, rgb(0 0 0 / 0.55))',
            }}
          />
          <Motion
            as="div"
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 bg-white"
            motion={(t: number) => ({ opacity: crtPowerOn(t).flash * 0.8 })}
          />
        </div>

        <div aria-hidden="true" className="mt-[3cqw] flex items-center justify-center gap-[5cqw]">
          <span className="relative h-[6cqw] w-[10cqw]">
            <span className="absolute bottom-0 left-1/2 h-[2cqw] w-[10cqw] -translate-x-1/2 rounded-full bg-black/50" />
            <span className="absolute bottom-[1cqw] left-1/2 h-[5cqw] w-[1.2cqw] -translate-x-1/2 bg-black/70" />
            <span className="absolute top-0 left-1/2 size-[3.4cqw] -translate-x-1/2 rounded-full bg-(--pr-accent)" />
          </span>
          <span className="size-[5cqw] rounded-full bg-(--pr-accent) shadow-[inset_0_-0.8cqw_0_rgb(0_0_0/0.3)]" />
          <span className="size-[5cqw] rounded-full bg-(--pr-surface) shadow-[inset_0_-0.8cqw_0_rgb(0_0_0/0.3)]" />
        </div>
      </div>
    </SceneFrame>
  );
}
