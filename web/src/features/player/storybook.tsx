import { useId } from 'react';
import {
  addressText,
  dateText,
  greetingText,
  mediaUrl,
  timeRangeText,
  titleFontSize,
  titleText,
} from './details.ts';
import { HostPhoto, HostVideo } from './host-media.tsx';
import { MotifField } from './motif-field.tsx';
import { MOTIF_SHAPES } from './motifs.tsx';
import { riseIn } from './reveal-style.ts';
import { SceneFrame } from './scene-frame.tsx';
import type { SceneProps } from './scene-types.ts';
import {
  bookRise,
  coverAngle,
  coverOpacity,
  inkBlur,
  paintRadius,
  STORYBOOK_BEATS,
  storybookReveal,
} from './storybook.motion.ts';
import { typedLength } from './timeline.ts';

/** A storybook whose cover swings open on a page that writes itself. */
export function StorybookScene({ template, data, t, playing, reducedMotion }: SceneProps) {
  const titleId = useId();
  const title = titleText(data);
  const greeting = greetingText(data);
  const when = timeRangeText(data);
  const date = dateText(data);
  const address = addressText(data);
  const photo = mediaUrl(data.mainImageUrl);
  const video = mediaUrl(data.eventVideoUrl);
  const typed = typedLength(t, STORYBOOK_BEATS.greeting, greeting.length);
  const rise = bookRise(t);
  const angle = coverAngle(t);
  const motif = template.motifs[0];
  const flourish = storybookReveal(t, 'flourish', 0.9);

  return (
    <SceneFrame template={template} layout="storybook" titleId={titleId} className="justify-center">
      <MotifField template={template} t={t} count={12} />

      <div
        className="relative z-10 mx-auto my-[7cqw] w-[82cqw] [perspective:160cqw]"
        style={{
          transform: `translateY(${((1 - rise) * 60).toFixed(2)}cqw) rotate(${(-1 - (1 - rise) * 6).toFixed(2)}deg)`,
          opacity: Math.min(1, rise * 2),
        }}
      >
        <div
          className="relative rounded-r-[3cqw] rounded-l-[1cqw] bg-(--pr-surface) px-[7cqw] pt-[8cqw] pb-[7cqw] text-center"
          style={{
            boxShadow:
              '0.8cqw 0.8cqw 0 -0.2cqw #fff, 1.6cqw 1.6cqw 0 -0.4cqw color-mix(in oklab, var(--pr-surface) 85%, black), 2cqw 3cqw 6cqw rgb(0 0 0 / 0.35), inset 3cqw 0 4cqw -2cqw rgb(0 0 0 / 0.18)',
          }}
        >
          <p
            className="text-[4cqw] italic opacity-70"
            style={{ opacity: storybookReveal(t, 'once') * 0.75 }}
          >
            Once upon a time…
          </p>
          <p className="mt-[2cqw] font-(family-name:--pr-display) text-[6cqw] leading-tight text-(--pr-accent)">
            {greeting.slice(0, typed)}
            <span className="opacity-0">{greeting.slice(typed)}</span>
          </p>
          <h2
            id={titleId}
            className="mt-[3cqw] font-(family-name:--pr-display) leading-[1.05] text-(--pr-primary)"
            style={{
              fontSize: `${titleFontSize(title, 11.5, 6.5)}cqw`,
              opacity: storybookReveal(t, 'title', 1),
              filter: inkBlur(t) > 0.01 ? `blur(${inkBlur(t).toFixed(2)}cqw)` : undefined,
            }}
          >
            {title}
          </h2>
          <svg aria-hidden="true" viewBox="0 0 120 16" className="mx-auto mt-[3cqw] w-[56cqw]">
            <path
              d="M2 8 C20 -2 34 18 52 8 M68 8 C86 -2 100 18 118 8"
              fill="none"
              stroke="var(--pr-accent)"
              strokeWidth="1.6"
              strokeLinecap="round"
              pathLength={1}
              strokeDasharray={1}
              strokeDashoffset={1 - flourish}
            />
            <g transform={`translate(60 8) scale(${(0.4 * flourish).toFixed(3)})`}>
              {motif ? MOTIF_SHAPES[motif]('var(--pr-primary)', 'var(--pr-accent)') : null}
            </g>
          </svg>

          <dl className="mt-[3cqw] space-y-[2.6cqw] text-[4.4cqw] leading-snug">
            {date && (
              <div style={riseIn(storybookReveal(t, 'date'), 4)}>
                <dt className="text-[3.6cqw] italic opacity-75">The adventure begins on</dt>
                <dd className="font-extrabold tracking-wide text-(--pr-primary)">{date}</dd>
              </div>
            )}
            {when && (
              <div style={riseIn(storybookReveal(t, 'time'), 4)}>
                <dt className="text-[3.6cqw] italic opacity-75">from</dt>
                <dd className="font-bold">{when}</dd>
              </div>
            )}
            {address && (
              <div style={riseIn(storybookReveal(t, 'address'), 4)}>
                <dt className="text-[3.6cqw] italic opacity-75">at</dt>
                <dd className="font-bold">{address}</dd>
              </div>
            )}
          </dl>

          {(photo || video) && (
            <div className="mt-[5cqw] flex items-center justify-center gap-[4cqw]">
              {photo && (
                <div
                  className="rounded-[50%] border-[1.2cqw] border-double border-(--pr-accent) p-[1cqw]"
                  style={{ opacity: Math.min(1, storybookReveal(t, 'photo') * 3) }}
                >
                  <HostPhoto
                    src={photo}
                    className="aspect-[4/5] w-[30cqw] rounded-[50%]"
                    style={{
                      clipPath: `circle(${paintRadius(t, 'photo').toFixed(1)}% at 50% 50%)`,
                    }}
                  />
                </div>
              )}
              {video && (
                <div
                  className="rounded-[2cqw] border-[1.2cqw] border-double border-(--pr-accent) p-[1cqw]"
                  style={{ opacity: Math.min(1, storybookReveal(t, 'video') * 3) }}
                >
                  <HostVideo
                    src={video}
                    t={t}
                    startAt={STORYBOOK_BEATS.video}
                    playing={playing}
                    reducedMotion={reducedMotion}
                    className="aspect-[4/5] w-[30cqw] rounded-[1cqw]"
                    style={{
                      clipPath: `circle(${paintRadius(t, 'video').toFixed(1)}% at 50% 50%)`,
                    }}
                  />
                </div>
              )}
            </div>
          )}

          <p
            className="mt-[5cqw] text-[3.8cqw] italic opacity-75"
            style={riseIn(storybookReveal(t, 'ending', 1), 3)}
          >
            …and everyone partied happily ever after.
          </p>
        </div>

        {coverOpacity(t) > 0 && (
          <div
            aria-hidden="true"
            className="absolute inset-0 origin-left rounded-r-[3cqw] rounded-l-[1cqw]"
            style={{
              transform: `rotateY(${(-angle).toFixed(1)}deg)`,
              opacity: coverOpacity(t),
              background:
                angle <= 90
                  ? 'linear-gradient(100deg, rgb(0 0 0 / 0.25), transparent 12%), var(--pr-primary)'
                  : 'radial-gradient(var(--pr-accent) 22%, transparent 24%) 0 0 / 6cqw 6cqw, color-mix(in oklab, var(--pr-primary) 70%, black)',
              boxShadow: '1cqw 1.5cqw 4cqw rgb(0 0 0 / 0.35)',
            }}
          >
            {angle <= 90 && (
              <div className="absolute inset-[5cqw] grid place-items-center rounded-[2cqw] border-[0.8cqw] border-(--pr-accent) p-[5cqw] text-center">
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
              </div>
            )}
          </div>
        )}
      </div>
    </SceneFrame>
  );
}
