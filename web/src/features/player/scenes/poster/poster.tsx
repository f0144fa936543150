import { useId } from 'react';
import { ConfettiBurst } from '../../confetti-burst.tsx';
import { sceneText, titleFontSize } from '../../details.ts';
import { DetailsList } from '../../details-list.tsx';
import { HostPictures, type PictureFrameProps } from '../../host-pictures.tsx';
import { MotifField } from '../../motif-field.tsx';
import { Motion } from '../../motion.tsx';
import { popIn, riseIn, slideIn } from '../../reveal-style.ts';
import { SceneFrame } from '../../scene-frame.tsx';
import type { SceneProps } from '../../scene-types.ts';
import { SplitText } from '../../split-text.tsx';
import {
  badgePop,
  POSTER_BEATS,
  posterDropOffset,
  posterLetter,
  posterRaysTurn,
  posterReveal,
  posterSwing,
  stampPose,
} from './poster.motion.ts';

const STARBURST =
  '50,0 61,18 80,10 79,31 100,36 86,52 98,70 77,72 72,93 55,82 40,98 33,78 12,80 18,60 0,48 16,36 8,16 29,18 38,0';

/** The ticket stub's shown labels. */
const STUB_LABEL = 'text-[3cqw] font-bold tracking-[0.25em] text-(--pr-accent) uppercase';

/** A badge popping onto the poster: the photo on a starburst, the video on a tilted dark card. */
function Badge({ picture, children }: PictureFrameProps) {
  return (
    <Motion
      as="div"
      className={
        picture === 'photo'
          ? 'relative size-[28cqw]'
          : 'w-[28cqw] rotate-2 rounded-[2cqw] bg-(--pr-text) p-[1.4cqw] shadow-lg'
      }
      motion={(t: number) => popIn(badgePop(t, picture), Math.min(1, badgePop(t, picture) * 3))}
    >
      {picture === 'photo' && (
        <svg
          aria-hidden="true"
          viewBox="0 0 100 100"
          className="absolute -inset-[4cqw] size-[36cqw]"
        >
          <polygon points={STARBURST} fill="var(--pr-accent)" />
        </svg>
      )}
      {children}
    </Motion>
  );
}

/** A poster dropped onto a sunburst wall: big bouncing letters and a ticket stub of details. */
export function PosterScene({ template, data, t, playing, reducedMotion }: SceneProps) {
  const titleId = useId();
  const { title, greeting, when, date, address } = sceneText(data);
  const tape = (t: number) =>
    popIn(posterReveal(t, 'tape', 0.3), posterReveal(t, 'tape', 0.3), 1.6);

  return (
    <SceneFrame
      t={t}
      template={template}
      layout="poster"
      titleId={titleId}
      className="justify-center"
    >
      {/* The sunburst: painted once, just big enough to cover the stage as it turns, then only
          turned by the compositor. */}
      <Motion
        as="div"
        aria-hidden="true"
        className="absolute top-1/2 left-1/2 -mt-[95cqw] -ml-[95cqw] size-[190cqw]"
        style={{
          background:
            'repeating-conic-gradient(from 0deg at 50% 50%, color-mix(in oklab, var(--pr-accent) 28%, transparent) 0deg 10deg, transparent 10deg 20deg)',
        }}
        motion={(t: number) => ({ transform: `rotate(${posterRaysTurn(t).toFixed(2)}deg)` })}
      />
      <MotifField template={template} t={t} count={12} />

      <Motion
        as="div"
        className="relative z-10 mx-auto my-[6cqw] w-[82cqw] bg-(--pr-surface) shadow-[0_2cqw_5cqw_rgb(0_0_0/0.35)]"
        motion={(t: number) => ({
          transform: `translateY(${posterDropOffset(t).toFixed(2)}cqw) rotate(${posterSwing(t).toFixed(2)}deg)`,
          transformOrigin: '50% 0',
        })}
      >
        <Motion
          as="div"
          aria-hidden="true"
          className="absolute -top-[2.5cqw] -left-[4cqw] h-[5cqw] w-[18cqw] -rotate-[30deg] bg-white/70 shadow-sm"
          motion={tape}
        />
        <Motion
          as="div"
          aria-hidden="true"
          className="absolute -top-[2.5cqw] -right-[4cqw] h-[5cqw] w-[18cqw] rotate-[30deg] bg-white/70 shadow-sm"
          motion={tape}
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 opacity-[0.07]"
          style={{
            background: 'radial-gradient(var(--pr-primary) 30%, transparent 32%) 0 0 / 3cqw 3cqw',
          }}
        />

        <div className="relative px-[6cqw] pt-[7cqw] pb-[5cqw] text-center">
          <Motion
            as="p"
            className="mx-auto inline-block -rotate-3 bg-(--pr-accent) px-[4cqw] py-[1.5cqw] text-[4.4cqw] font-extrabold tracking-wider text-(--pr-on-accent) uppercase shadow-md"
            motion={(t: number) => slideIn(posterReveal(t, 'greeting'), -40)}
          >
            {greeting}
          </Motion>
          <SplitText
            as="h2"
            id={titleId}
            text={title}
            className="mt-[4cqw] font-(family-name:--pr-display) leading-[1] text-(--pr-primary) uppercase will-change-transform"
            style={{
              fontSize: `${titleFontSize(title, 12, 6.5)}cqw`,
              textShadow: '0.7cqw 0.7cqw 0 var(--pr-accent)',
            }}
            letterStyle={(i, count, t) => {
              const p = posterLetter(t, i, count);
              const tilt = ((i % 3) - 1) * 8 * (1 - p);
              return {
                opacity: p > 0 ? 1 : 0,
                transform: `translateY(${((1 - p) * -60).toFixed(2)}cqw) rotate(${tilt.toFixed(1)}deg)`,
              };
            }}
          />

          <HostPictures
            scene={{ data, t, playing, reducedMotion }}
            videoAt={POSTER_BEATS.video}
            className="mt-[5cqw] flex items-center justify-center gap-[5cqw]"
            Frame={Badge}
            pictureClassName={{
              photo: 'relative size-full rounded-full border-[1.4cqw] border-(--pr-surface)',
              video: 'aspect-[4/5] w-full rounded-[1cqw]',
            }}
          />
        </div>

        <Motion
          as="div"
          className="relative border-t-[0.6cqw] border-dashed border-(--pr-text)/30"
          motion={(t: number) => riseIn(posterReveal(t, 'stub'), 8)}
        >
          <span
            aria-hidden="true"
            className="absolute -top-[3cqw] -left-[3cqw] size-[6cqw] rounded-full bg-(--pr-background)"
          />
          <span
            aria-hidden="true"
            className="absolute -top-[3cqw] -right-[3cqw] size-[6cqw] rounded-full bg-(--pr-background)"
          />
          <DetailsList
            className="grid gap-[2cqw] px-[6cqw] pt-[4cqw] pb-[5cqw] text-center"
            motion={(t, beat) => riseIn(posterReveal(t, beat))}
            details={[
              {
                beat: 'date',
                value: date,
                className:
                  'font-(family-name:--pr-display) text-[5.6cqw] leading-tight text-(--pr-primary)',
                shownLabel: { text: 'When', className: STUB_LABEL },
              },
              { beat: 'time', value: when, className: 'text-[4.8cqw] font-extrabold' },
              {
                beat: 'address',
                value: address,
                className: 'text-[4.4cqw] font-semibold',
                shownLabel: { text: 'Where', className: STUB_LABEL },
              },
            ]}
          />
        </Motion>

        <Motion
          as="div"
          aria-hidden="true"
          className="absolute -top-[6cqw] -right-[2cqw] grid size-[18cqw] place-items-center rounded-full border-[0.8cqw] border-double border-(--pr-primary) bg-(--pr-surface)/80 text-center font-(family-name:--pr-display) text-[3.2cqw] leading-none text-(--pr-primary)"
          motion={(t: number) => ({
            transform: `rotate(-14deg) scale(${stampPose(t).scale.toFixed(3)})`,
            opacity: stampPose(t).opacity * 0.85,
          })}
        >
          SAVE
          <br />
          THE
          <br />
          DATE
        </Motion>
      </Motion>

      <ConfettiBurst t={t} at={POSTER_BEATS.burst} palette={template.palette} y={20} seed={23} />
    </SceneFrame>
  );
}
