import { type CSSProperties, useId } from 'react';
import { ConfettiBurst } from '../../confetti-burst.tsx';
import { sceneText, titleFontSize } from '../../details.ts';
import { DetailsList } from '../../details-list.tsx';
import { HostPictures, type PictureFrameProps } from '../../host-pictures.tsx';
import { MotifField } from '../../motif-field.tsx';
import { Motion } from '../../motion.tsx';
import { popIn, riseIn } from '../../reveal-style.ts';
import { SceneFrame } from '../../scene-frame.tsx';
import type { SceneProps } from '../../scene-types.ts';
import { SplitText } from '../../split-text.tsx';
import {
  bulbsLit,
  curtainScale,
  SPOTLIGHT_BEATS,
  spotAngle,
  spotlightReveal,
  spotOpacity,
  TITLE_TRACKING,
  titleSpread,
} from './spotlight.motion.ts';

const FOLDS =
  'repeating-linear-gradient(90deg, color-mix(in oklab, var(--pr-primary) 55%, black) 0 1.5cqw, var(--pr-primary) 4cqw, color-mix(in oklab, var(--pr-primary) 75%, white) 5.5cqw, var(--pr-primary) 7cqw, color-mix(in oklab, var(--pr-primary) 55%, black) 9cqw)';

/** A curtain's style at scene time t: its folds, gathered towards its side of the stage. */
const curtain = (t: number) => ({
  background: FOLDS,
  transform: `scaleX(${curtainScale(t).toFixed(3)})`,
});

function bulbs(lit: boolean, offset: string): string {
  const colour = lit ? '#ffe066' : 'rgb(255 255 255 / 0.18)';
  return `radial-gradient(circle, ${colour} 0 1cqw, transparent 1.2cqw) ${offset} / 5cqw 5cqw`;
}

/** The video on a black screen in an accent border; the photo, ringed, poses itself (photoStyle). */
function Screen({ picture, children }: PictureFrameProps) {
  if (picture === 'photo') return children;
  return (
    <Motion
      as="div"
      className="w-[32cqw] rounded-[1.5cqw] border-[1cqw] border-(--pr-accent) bg-black"
      motion={(t: number) => popIn(spotlightReveal(t, 'video'), spotlightReveal(t, 'video'), 0.5)}
    >
      {children}
    </Motion>
  );
}

/** Curtains part, spotlights sweep and settle, the title glows on under a marquee of bulbs. */
export function SpotlightScene({ template, data, t, playing, reducedMotion }: SceneProps) {
  const titleId = useId();
  const { title, greeting, when, date, address } = sceneText(data);
  const beam =
    (t: number) =>
    (side: -1 | 1): CSSProperties => ({
      transform: `translateX(-50%) rotate(${spotAngle(t, side).toFixed(2)}deg)`,
      opacity: spotOpacity(t) * 0.55,
      background:
        'linear-gradient(to bottom, rgb(255 250 220 / 0.9), rgb(255 250 220 / 0.15) 85%, transparent)',
      clipPath: 'polygon(45% 0, 55% 0, 100% 100%, 0 100%)',
    });

  return (
    <SceneFrame
      t={t}
      template={template}
      layout="spotlight"
      titleId={titleId}
      className="justify-center"
      style={{
        background:
          'radial-gradient(ellipse 70% 30% at 50% 100%, color-mix(in oklab, var(--pr-accent) 35%, transparent), transparent), linear-gradient(#000, color-mix(in oklab, var(--pr-background) 55%, black))',
      }}
    >
      <MotifField
        template={template}
        t={t}
        count={12}
        opacity={(t) => spotlightReveal(t, 'lights', 1) * 0.8}
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 z-[5] mix-blend-screen"
      >
        <Motion
          as="div"
          className="absolute -top-[4cqw] left-[10%] h-[150cqw] w-[60cqw] origin-top"
          motion={(t: number) => beam(t)(-1)}
        />
        <Motion
          as="div"
          className="absolute -top-[4cqw] left-[90%] h-[150cqw] w-[60cqw] origin-top"
          motion={(t: number) => beam(t)(1)}
        />
      </div>

      <div className="relative z-10 mx-auto flex w-[74cqw] flex-col items-center pt-[14cqw] pb-[8cqw] text-center text-white">
        <Motion
          as="p"
          aria-hidden="true"
          className="text-[3.4cqw] font-bold tracking-[0.5em] text-(--pr-accent) uppercase"
          motion={(t: number) => ({ opacity: spotlightReveal(t, 'presenting') })}
        >
          Presenting
        </Motion>
        <Motion
          as="p"
          className="mt-[2cqw] text-[4.6cqw] font-bold"
          motion={(t: number) => riseIn(spotlightReveal(t, 'greeting'))}
        >
          {greeting}
        </Motion>
        {/* The glow is painted once, on each letter's own layer; the letters then only fade and
            draw together (transform and opacity), never repainting their blur. */}
        <SplitText
          as="h2"
          id={titleId}
          text={title}
          className="mt-[3cqw] font-(family-name:--pr-display) leading-[1.05]"
          style={{
            fontSize: `${titleFontSize(title, 12, 6.5)}cqw`,
            letterSpacing: `${TITLE_TRACKING}em`,
            color: 'color-mix(in oklab, var(--pr-surface) 85%, var(--pr-accent))',
            textShadow: '0 0 3cqw var(--pr-accent), 0 0 8cqw var(--pr-primary)',
          }}
          letterLayers
          letterStyle={(_i, _count, t, place) => ({
            opacity: spotlightReveal(t, 'title', 1.3),
            transform: `translateX(${titleSpread(t, place.inWord, place.wordLength).toFixed(3)}em)`,
          })}
        />

        <Motion
          as="div"
          className="mt-[6cqw] w-full rounded-[3cqw] p-[2.6cqw] shadow-[0_0_6cqw_rgb(255_224_102/0.35)]"
          style={{
            background: `${bulbs(false, '0 0')}, ${bulbs(false, '2.5cqw 2.5cqw')}, var(--pr-primary)`,
          }}
          motion={(t: number) =>
            popIn(spotlightReveal(t, 'marquee', 0.5), spotlightReveal(t, 'marquee', 0.3), 0.7)
          }
        >
          {/* The chase: each set of lit bulbs painted once on its own layer, switched by opacity. */}
          <Motion
            as="div"
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 rounded-[3cqw]"
            style={{ background: bulbs(true, '0 0') }}
            motion={(t: number) => ({ opacity: bulbsLit(t).even ? 1 : 0 })}
          />
          <Motion
            as="div"
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 rounded-[3cqw]"
            style={{ background: bulbs(true, '2.5cqw 2.5cqw') }}
            motion={(t: number) => ({ opacity: bulbsLit(t).odd ? 1 : 0 })}
          />
          <DetailsList
            className="relative space-y-[2cqw] rounded-[1.5cqw] bg-(--pr-surface) px-[4cqw] py-[4cqw] text-(--pr-text)"
            motion={(t, beat) => riseIn(spotlightReveal(t, beat), 3)}
            details={[
              {
                beat: 'date',
                value: date,
                className:
                  'font-(family-name:--pr-display) text-[5.4cqw] leading-tight text-(--pr-primary)',
              },
              { beat: 'time', value: when, className: 'text-[4.6cqw] font-extrabold' },
              { beat: 'address', value: address, className: 'text-[4.2cqw] font-semibold' },
            ]}
          />
        </Motion>

        <HostPictures
          scene={{ data, t, playing, reducedMotion }}
          videoAt={SPOTLIGHT_BEATS.video}
          className="mt-[6cqw] flex items-center justify-center gap-[5cqw]"
          Frame={Screen}
          pictureClassName={{
            photo: 'size-[30cqw] rounded-full ring-[1.2cqw] ring-(--pr-accent)',
            video: 'aspect-[4/5] w-full',
          }}
          photoStyle={{
            ...popIn(spotlightReveal(t, 'photo'), spotlightReveal(t, 'photo'), 0.5),
            boxShadow: '0 0 6cqw color-mix(in oklab, var(--pr-accent) 70%, transparent)',
          }}
        />
      </div>

      <div aria-hidden="true" className="pointer-events-none absolute inset-0 z-20">
        <Motion
          as="div"
          className="absolute inset-y-0 left-0 w-[52%] origin-left"
          motion={curtain}
        />
        <Motion
          as="div"
          className="absolute inset-y-0 right-0 w-[52%] origin-right"
          motion={curtain}
        />
        <div
          className="absolute inset-x-0 top-0 h-[10cqw]"
          style={{
            background: `radial-gradient(circle at 50% 0, var(--pr-primary) 0 4.4cqw, transparent 4.6cqw) 0 3cqw / 9cqw 7cqw repeat-x, linear-gradient(var(--pr-primary), var(--pr-primary)) 0 0 / 100% 6cqw no-repeat`,
            filter: 'drop-shadow(0 1cqw 1cqw rgb(0 0 0 / 0.5))',
          }}
        />
      </div>

      <ConfettiBurst t={t} at={SPOTLIGHT_BEATS.burst} palette={template.palette} y={38} seed={47} />
    </SceneFrame>
  );
}
