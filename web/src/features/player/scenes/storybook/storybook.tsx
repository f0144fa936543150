import { type ReactNode, useId } from 'react';
import { sceneText, titleFontSize } from '../../details.ts';
import { DetailsList } from '../../details-list.tsx';
import { HostPictures, type Picture, type PictureFrameProps } from '../../host-pictures.tsx';
import { MotifField } from '../../motif-field.tsx';
import { MOTIF_SHAPES } from '../../motifs.tsx';
import { Motion } from '../../motion.tsx';
import { riseIn } from '../../reveal-style.ts';
import { SceneFrame } from '../../scene-frame.tsx';
import type { SceneProps } from '../../scene-types.ts';
import { typedLength } from '../../timeline.ts';
import { TypedText } from '../../typed-text.tsx';
import {
  bookRise,
  coverAngle,
  coverOpacity,
  INK_BLUR,
  inkLayers,
  paintWindow,
  STORYBOOK_BEATS,
  storybookReveal,
} from './storybook.motion.ts';

/** The storyteller's words before each detail. */
const TOLD_LABEL = 'text-[3.6cqw] italic opacity-75';

/** A storybook whose cover swings open on a page that writes itself. */
export function StorybookScene({ template, data, t, playing, reducedMotion }: SceneProps) {
  const titleId = useId();
  const { title, greeting, when, date, address } = sceneText(data);
  const typed = (t: number) => typedLength(t, STORYBOOK_BEATS.greeting, greeting.length);
  const motif = template.motifs[0];
  const flourish = (t: number) => storybookReveal(t, 'flourish', 0.9);
  /** The flourish's window (-1) or line (1) offset, in % of its width: ±100 hidden, 0 drawn. */
  const wipe = (t: number, sign: 1 | -1) => (sign * (1 - flourish(t)) * 100).toFixed(2);

  return (
    <SceneFrame
      t={t}
      template={template}
      layout="storybook"
      titleId={titleId}
      className="justify-center"
    >
      <MotifField template={template} t={t} count={12} />

      <Motion
        as="div"
        className="relative z-10 mx-auto my-[7cqw] w-[82cqw] [perspective:160cqw]"
        motion={(t: number) => ({
          transform: `translateY(${((1 - bookRise(t)) * 60).toFixed(2)}cqw) rotate(${(-1 - (1 - bookRise(t)) * 6).toFixed(2)}deg)`,
          opacity: Math.min(1, bookRise(t) * 2),
        })}
      >
        <div
          className="relative rounded-r-[3cqw] rounded-l-[1cqw] bg-(--pr-surface) px-[7cqw] pt-[8cqw] pb-[7cqw] text-center"
          style={{
            boxShadow:
              '0.8cqw 0.8cqw 0 -0.2cqw #fff, 1.6cqw 1.6cqw 0 -0.4cqw color-mix(in oklab, var(--pr-surface) 85%, black), 2cqw 3cqw 6cqw rgb(0 0 0 / 0.35), inset 3cqw 0 4cqw -2cqw rgb(0 0 0 / 0.18)',
          }}
        >
          <Motion
            as="p"
            className="text-[4cqw] italic opacity-70"
            motion={(t: number) => ({ opacity: storybookReveal(t, 'once') * 0.75 })}
          >
            Once upon a time…
          </Motion>
          {/* Its own layer: the typing repaints this line, not the whole page. */}
          <p className="mt-[2cqw] font-(family-name:--pr-display) text-[6cqw] leading-tight text-(--pr-accent) will-change-transform">
            <TypedText text={greeting} typed={typed} />
          </p>
          <div
            className="relative mt-[3cqw] font-(family-name:--pr-display) leading-[1.05] text-(--pr-primary)"
            style={{ fontSize: `${titleFontSize(title, 11.5, 6.5)}cqw` }}
          >
            <Motion as="h2" id={titleId} motion={(t: number) => ({ opacity: inkLayers(t).sharp })}>
              {title}
            </Motion>
            {/* The blur is painted into this copy's layer once (its own box is not a layer), so
                fading it is compositing, not a filter run every frame. */}
            <Motion
              as="p"
              aria-hidden="true"
              className="absolute inset-0"
              motion={(t: number) => ({
                opacity: inkLayers(t).blurred,
                visibility: inkLayers(t).blurred > 0 ? undefined : 'hidden',
              })}
            >
              <span className="block" style={{ filter: `blur(${INK_BLUR}cqw)` }}>
                {title}
              </span>
            </Motion>
          </div>
          {/* The flourish is drawn on by a window sliding open over it, left to right: the window
              and the line move by opposite amounts, so only transforms change (no repaint). */}
          <div aria-hidden="true" className="relative mx-auto mt-[3cqw] aspect-[120/16] w-[56cqw]">
            <Motion
              as="div"
              className="size-full overflow-hidden"
              motion={(t: number) => ({ transform: `translateX(${wipe(t, -1)}%)` })}
            >
              <Motion
                as="svg"
                viewBox="0 0 120 16"
                className="block size-full"
                motion={(t: number) => ({ transform: `translateX(${wipe(t, 1)}%)` })}
              >
                <path
                  d="M2 8 C20 -2 34 18 52 8 M68 8 C86 -2 100 18 118 8"
                  fill="none"
                  stroke="var(--pr-accent)"
                  strokeWidth="1.6"
                  strokeLinecap="round"
                />
              </Motion>
            </Motion>
            {motif && (
              <Motion
                as="svg"
                viewBox="-12 -12 24 24"
                className="absolute top-0 left-[46%] h-full w-[8%]"
                motion={(t: number) => ({ transform: `scale(${flourish(t).toFixed(3)})` })}
              >
                {MOTIF_SHAPES[motif]('var(--pr-primary)', 'var(--pr-accent)')}
              </Motion>
            )}
          </div>

          <DetailsList
            className="mt-[3cqw] space-y-[2.6cqw] text-[4.4cqw] leading-snug"
            motion={(t, beat) => riseIn(storybookReveal(t, beat), 4)}
            details={[
              {
                beat: 'date',
                value: date,
                className: 'font-extrabold tracking-wide text-(--pr-primary)',
                shownLabel: { text: 'The adventure begins on', className: TOLD_LABEL },
              },
              {
                beat: 'time',
                value: when,
                className: 'font-bold',
                shownLabel: { text: 'from', className: TOLD_LABEL },
              },
              {
                beat: 'address',
                value: address,
                className: 'font-bold',
                shownLabel: { text: 'at', className: TOLD_LABEL },
              },
            ]}
          />

          <HostPictures
            scene={{ data, t, playing, reducedMotion }}
            videoAt={STORYBOOK_BEATS.video}
            className="mt-[5cqw] flex items-center justify-center gap-[4cqw]"
            Frame={StoryFrame}
            pictureClassName={{
              photo: 'size-full rounded-[50%]',
              video: 'size-full rounded-[1cqw]',
            }}
          />

          <Motion
            as="p"
            className="mt-[5cqw] text-[3.8cqw] italic opacity-75"
            motion={(t: number) => riseIn(storybookReveal(t, 'ending', 1), 3)}
          >
            …and everyone partied happily ever after.
          </Motion>
        </div>

        {
          <Motion
            as="div"
            aria-hidden="true"
            className="absolute inset-0 origin-left rounded-r-[3cqw] rounded-l-[1cqw]"
            motion={(t: number) => ({
              transform: `rotateY(${(-coverAngle(t)).toFixed(1)}deg)`,
              opacity: coverOpacity(t),
              display: coverOpacity(t) > 0 ? undefined : 'none',
              background:
                coverAngle(t) <= 90
                  ? 'linear-gradient(100deg, rgb(0 0 0 / 0.25), transparent 12%), var(--pr-primary)'
                  : 'radial-gradient(var(--pr-accent) 22%, transparent 24%) 0 0 / 6cqw 6cqw, color-mix(in oklab, var(--pr-primary) 70%, black)',
              boxShadow: '1cqw 1.5cqw 4cqw rgb(0 0 0 / 0.35)',
            })}
          >
            {
              <Motion
                as="div"
                className="absolute inset-[5cqw] grid place-items-center rounded-[2cqw] border-[0.8cqw] border-(--pr-accent) p-[5cqw] text-center"
                motion={(t: number) => ({ display: coverAngle(t) <= 90 ? undefined : 'none' })}
              >
                <div>
                  <p className="text-[4cqw] tracking-[0.3em] text-(--pr-accent) uppercase">
                    A party tale
                  </p>
                  <p
                    className="mt-[4cqw] font-(family-name:--pr-display) leading-tight text-(--pr-surface)"
                    style={{ fontSize: `${titleFontSize(title, 10, 6)}cqw` }}
                  >
                    {title}
                  </p>
                  <svg
                    aria-hidden="true"
                    viewBox="-12 -12 24 24"
                    className="mx-auto mt-[5cqw] size-[14cqw]"
                  >
                    {motif ? MOTIF_SHAPES[motif]('var(--pr-accent)', 'var(--pr-surface)') : null}
                  </svg>
                </div>
              </Motion>
            }
          </Motion>
        }
      </Motion>
    </SceneFrame>
  );
}

const FRAME_CLASS = {
  photo: 'rounded-[50%] border-[1.2cqw] border-double border-(--pr-accent) p-[1cqw]',
  video: 'rounded-[2cqw] border-[1.2cqw] border-double border-(--pr-accent) p-[1cqw]',
};

/** A picture in a double-ruled frame (an oval one for the photo), painted in. */
function StoryFrame({ picture, children }: PictureFrameProps) {
  return (
    <Motion
      as="div"
      className={FRAME_CLASS[picture]}
      motion={(t: number) => ({ opacity: Math.min(1, storybookReveal(t, picture) * 3) })}
    >
      <PaintedIn beat={picture}>{children}</PaintedIn>
    </Motion>
  );
}

/**
 * A picture painted into its frame from the middle out: a round window, as wide as the picture's
 * diagonal, grows over it while the picture inside is scaled back by as much, so it holds still.
 * Only the two transforms change per frame: the compositor draws it, nothing is repainted.
 */
function PaintedIn({ beat, children }: { beat: Picture; children: ReactNode }) {
  const scale = (t: number) => Math.max(paintWindow(t, beat), 0.001);
  return (
    <div className="relative aspect-[4/5] w-[30cqw]">
      <Motion
        as="div"
        className="absolute top-1/2 left-1/2 -mt-[24.02cqw] -ml-[24.02cqw] size-[48.04cqw] overflow-hidden rounded-full"
        motion={(t: number) => ({ transform: `scale(${scale(t).toFixed(4)})` })}
      >
        <Motion
          as="div"
          className="absolute top-1/2 left-1/2 -mt-[18.75cqw] -ml-[15cqw] aspect-[4/5] w-[30cqw]"
          motion={(t: number) => ({ transform: `scale(${(1 / scale(t)).toFixed(4)})` })}
        >
          {children}
        </Motion>
      </Motion>
    </div>
  );
}
