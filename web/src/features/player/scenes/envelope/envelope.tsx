import { useId } from 'react';
import { ConfettiBurst } from '../../confetti-burst.tsx';
import { sceneText, titleFontSize } from '../../details.ts';
import { DetailsList } from '../../details-list.tsx';
import { HostPictures, type PictureFrameProps } from '../../host-pictures.tsx';
import { MotifField } from '../../motif-field.tsx';
import { MOTIF_SHAPES } from '../../motifs.tsx';
import { Motion } from '../../motion.tsx';
import { popIn, riseIn } from '../../reveal-style.ts';
import { SceneFrame } from '../../scene-frame.tsx';
import type { SceneProps } from '../../scene-types.ts';
import { SplitText } from '../../split-text.tsx';
import { cardUnfold, ENVELOPE_BEATS, envelopeLetter, envelopeReveal } from './envelope.motion.ts';
import { FallingEnvelope } from './falling-envelope.tsx';

const PRINT_CLASS = {
  photo: 'w-[36cqw] rounded-[1.5cqw] bg-white p-[1.6cqw] pb-[5cqw] shadow-lg',
  video: 'w-[36cqw] rounded-[1.5cqw] bg-white p-[1.6cqw] shadow-lg',
};

/** A print on the card, rising in: the photo tumbles to a slant, the video stands tilted. */
function Print({ picture, children }: PictureFrameProps) {
  const tilt = (t: number) =>
    picture === 'photo'
      ? `${(-4 - (1 - envelopeReveal(t, 'photo', 0.8)) * 14).toFixed(1)}deg`
      : '3deg';
  return (
    <Motion
      as="div"
      className={PRINT_CLASS[picture]}
      motion={(t: number) => ({ ...riseIn(envelopeReveal(t, picture, 0.8), -10), rotate: tilt(t) })}
    >
      {children}
    </Motion>
  );
}

/** An envelope that opens and lets out the invitation card. */
export function EnvelopeScene({ template, data, t, playing, reducedMotion }: SceneProps) {
  const titleId = useId();
  const { title, greeting, when, date, address } = sceneText(data);
  const firstMotif = template.motifs[0];

  return (
    <SceneFrame
      t={t}
      template={template}
      layout="envelope"
      titleId={titleId}
      className="justify-center"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0"
        style={{
          background:
            'radial-gradient(circle at 50% 45%, color-mix(in oklab, var(--pr-accent) 30%, transparent), transparent 65%)',
        }}
      />
      <MotifField template={template} t={t} opacity={(t) => envelopeReveal(t, 'motifs', 1.2)} />

      <FallingEnvelope greeting={greeting} motif={firstMotif} />

      <Motion
        as="div"
        className="relative z-20 mx-auto my-[6cqw] w-[84cqw] rounded-[4cqw] bg-(--pr-surface) px-[6cqw] py-[7cqw] text-center shadow-2xl"
        motion={(t: number) => popIn(cardUnfold(t), Math.min(1, cardUnfold(t) * 1.5), 0.55)}
      >
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-[2cqw] rounded-[3cqw] border-[0.6cqw] border-dashed border-(--pr-accent) opacity-50"
        />
        <Motion
          as="p"
          className="text-[4.2cqw] font-bold tracking-[0.14em] text-(--pr-accent-on-surface) uppercase"
          motion={(t: number) => riseIn(envelopeReveal(t, 'greeting'))}
        >
          {greeting}
        </Motion>
        <SplitText
          as="h2"
          id={titleId}
          text={title}
          className="mt-[2cqw] font-(family-name:--pr-display) leading-[1.05] text-(--pr-primary) will-change-transform"
          style={{ fontSize: `${titleFontSize(title, 12)}cqw` }}
          letterStyle={(i, count, t) => {
            const p = envelopeLetter(t, i, count);
            return { ...popIn(p, Math.min(1, p * 2)), transformOrigin: '50% 80%' };
          }}
        />
        <div
          aria-hidden="true"
          className="mx-auto my-[4cqw] flex items-center justify-center gap-[2cqw]"
        >
          <span className="h-[0.6cqw] w-[14cqw] rounded-full bg-(--pr-accent) opacity-60" />
          <svg aria-hidden="true" viewBox="-12 -12 24 24" className="size-[5cqw]">
            {firstMotif ? MOTIF_SHAPES[firstMotif]('var(--pr-accent)', 'var(--pr-primary)') : null}
          </svg>
          <span className="h-[0.6cqw] w-[14cqw] rounded-full bg-(--pr-accent) opacity-60" />
        </div>
        <DetailsList
          className="space-y-[2.4cqw] text-[4.6cqw] leading-snug"
          motion={(t, beat) => riseIn(envelopeReveal(t, beat))}
          details={[
            { beat: 'date', value: date, className: 'font-extrabold tracking-wide' },
            { beat: 'time', value: when, className: 'font-bold text-(--pr-primary)' },
            { beat: 'address', value: address },
          ]}
        />
        <HostPictures
          scene={{ data, t, playing, reducedMotion }}
          videoAt={ENVELOPE_BEATS.video}
          className="mt-[5cqw] flex items-center justify-center gap-[4cqw]"
          Frame={Print}
          pictureClassName="aspect-square w-full rounded-[0.8cqw]"
        />
      </Motion>

      <ConfettiBurst t={t} at={ENVELOPE_BEATS.burst} palette={template.palette} y={40} seed={11} />
    </SceneFrame>
  );
}
