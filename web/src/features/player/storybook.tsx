import { useId } from 'react';
import { sceneText, titleFontSize } from './details.ts';
import { HostPhoto, HostVideo } from './host-media.tsx';
import { MotifField } from './motif-field.tsx';
import { MOTIF_SHAPES } from './motifs.tsx';
import { Motion } from './motion.tsx';
import { riseIn } from './reveal-style.ts';
import { SceneFrame } from './scene-frame.tsx';
import type { SceneProps } from './scene-types.ts';
import {
  bookRise,
  coverAngle,
  coverOpacity,
  INK_BLUR,
  inkLayers,
  paintRadius,
  STORYBOOK_BEATS,
  storybookReveal,
} from './storybook.motion.ts';
import { typedLength } from './timeline.ts';
import { TypedText } from './typed-text.tsx';

/** A storybook whose cover swings open on a page that writes itself. */
export function StorybookScene({ template, data, t, playing, reducedMotion }: SceneProps) {
  const titleId = useId();
  const { title, greeting, when, date, address, photo, video } = sceneText(data);
  const typed = (t: number) => typedLength(t, STORYBOOK_BEATS.greeting, greeting.length);
  const motif = template.motifs[0];
  const flourish = (t: number) => storybookReveal(t, 'flourish', 0.9);

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
            <Motion
              as="p"
              aria-hidden="true"
              className="absolute inset-0"
              style={{ filter: `blur(${INK_BLUR}cqw)` }}
              motion={(t: number) => ({
                opacity: inkLayers(t).blurred,
                visibility: inkLayers(t).blurred > 0 ? undefined : 'hidden',
              })}
            >
              {title}
            </Motion>
          </div>
          <svg aria-hidden="true" viewBox="0 0 120 16" className="mx-auto mt-[3cqw] w-[56cqw]">
            <Motion
              as="path"
              d="M2 8 C20 -2 34 18 52 8 M68 8 C86 -2 100 18 118 8"
              fill="none"
              stroke="var(--pr-accent)"
              strokeWidth="1.6"
              strokeLinecap="round"
              pathLength={1}
              strokeDasharray={1}
              attrs={(t: number) => ({ strokeDashoffset: 1 - flourish(t) })}
            />
            <Motion
              as="g"
              attrs={(t: number) => ({
                transform: `translate(60 8) scale(${(0.4 * flourish(t)).toFixed(3)})`,
              })}
            >
              {motif ? MOTIF_SHAPES[motif]('var(--pr-primary)', 'var(--pr-accent)') : null}
            </Motion>
          </svg>

          <dl className="mt-[3cqw] space-y-[2.6cqw] text-[4.4cqw] leading-snug">
            {date && (
              <Motion as="div" motion={(t: number) => riseIn(storybookReveal(t, 'date'), 4)}>
                <dt className="text-[3.6cqw] italic opacity-75">The adventure begins on</dt>
                <dd className="font-extrabold tracking-wide text-(--pr-primary)">{date}</dd>
              </Motion>
            )}
            {when && (
              <Motion as="div" motion={(t: number) => riseIn(storybookReveal(t, 'time'), 4)}>
                <dt className="text-[3.6cqw] italic opacity-75">from</dt>
                <dd className="font-bold">{when}</dd>
              </Motion>
            )}
            {address && (
              <Motion as="div" motion={(t: number) => riseIn(storybookReveal(t, 'address'), 4)}>
                <dt className="text-[3.6cqw] italic opacity-75">at</dt>
                <dd className="font-bold">{address}</dd>
              </Motion>
            )}
          </dl>

          {(photo || video) && (
            <div className="mt-[5cqw] flex items-center justify-center gap-[4cqw]">
              {photo && (
                <Motion
                  as="div"
                  className="rounded-[50%] border-[1.2cqw] border-double border-(--pr-accent) p-[1cqw]"
                  motion={(t: number) => ({
                    opacity: Math.min(1, storybookReveal(t, 'photo') * 3),
                  })}
                >
                  <HostPhoto
                    src={photo}
                    className="aspect-[4/5] w-[30cqw] rounded-[50%]"
                    motion={(t: number) => ({
                      clipPath: `circle(${paintRadius(t, 'photo').toFixed(1)}% at 50% 50%)`,
                    })}
                  />
                </Motion>
              )}
              {video && (
                <Motion
                  as="div"
                  className="rounded-[2cqw] border-[1.2cqw] border-double border-(--pr-accent) p-[1cqw]"
                  motion={(t: number) => ({
                    opacity: Math.min(1, storybookReveal(t, 'video') * 3),
                  })}
                >
                  <HostVideo
                    src={video}
                    t={t}
                    startAt={STORYBOOK_BEATS.video}
                    playing={playing}
                    reducedMotion={reducedMotion}
                    className="aspect-[4/5] w-[30cqw] rounded-[1cqw]"
                    motion={(t: number) => ({
                      clipPath: `circle(${paintRadius(t, 'video').toFixed(1)}% at 50% 50%)`,
                    })}
                  />
                </Motion>
              )}
            </div>
          )}

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
