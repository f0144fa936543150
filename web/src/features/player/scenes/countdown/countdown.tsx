import { useId } from 'react';
import { ConfettiBurst } from '../../confetti-burst.tsx';
import { sceneText, titleFontSize } from '../../details.ts';
import { HostPictures, type PictureFrameProps } from '../../host-pictures.tsx';
import { MotifField } from '../../motif-field.tsx';
import { Motion } from '../../motion.tsx';
import { popIn, riseIn } from '../../reveal-style.ts';
import { SceneFrame } from '../../scene-frame.tsx';
import type { SceneProps } from '../../scene-types.ts';
import { progress } from '../../timeline.ts';
import {
  BURST_AT,
  burstRing,
  COUNTDOWN_BEATS,
  countdownNumber,
  countdownReveal,
  countdownVeil,
  numberPose,
  ringTurns,
  titleSlam,
} from './countdown.motion.ts';
import { FlipBoard } from './flip-board.tsx';

/** A static half of the ring (viewBox 0 0 100 100, radius 44, from the top round one side). */
function HalfRing({ side }: { side: 'left' | 'right' }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 100 100" className="absolute inset-0 size-full">
      <path
        d={`M50 6 A44 44 0 0 ${side === 'right' ? 1 : 0} 50 94`}
        fill="none"
        stroke="var(--pr-accent)"
        strokeWidth="5"
      />
    </svg>
  );
}

/** A round end of the arc, at the top of a box the size of the ring. */
function RingCap() {
  return (
    <svg aria-hidden="true" viewBox="0 0 100 100" className="absolute inset-0 size-full">
      <circle cx="50" cy="6" r="2.5" fill="var(--pr-accent)" />
    </svg>
  );
}

/** A turn about the middle of the ring's box. */
const turn = (degrees: number) => ({ transform: `rotate(${degrees.toFixed(2)}deg)` });

/** One half of the ring's box, showing the other side's half-ring turned into it (ringTurns). */
function TurnedHalf({ half }: { half: 'left' | 'right' }) {
  return (
    <div
      className={
        half === 'right'
          ? 'absolute inset-0 [clip-path:inset(0_0_0_50%)]'
          : 'absolute inset-0 [clip-path:inset(0_50%_0_0)]'
      }
    >
      <Motion
        as="div"
        className="absolute inset-0"
        motion={(t: number) => turn(ringTurns(t)[half])}
      >
        <HalfRing side={half === 'right' ? 'left' : 'right'} />
      </Motion>
    </div>
  );
}

/**
 * The ring running out around each number, drawn by turning static pieces (ringTurns): each half
 * of the box shows the other side's half-ring turned into it, and a cap follows the arc's end.
 * Only transforms change per frame, so the compositor draws it and nothing is repainted.
 */
function RunningRing() {
  const shown = (t: number) => ({ opacity: ringTurns(t).sweep > 0 ? 1 : 0 });
  return (
    <div aria-hidden="true" className="absolute size-[62cqw]">
      <svg aria-hidden="true" viewBox="0 0 100 100" className="absolute inset-0 size-full">
        <circle
          cx="50"
          cy="50"
          r="44"
          fill="none"
          stroke="#fff"
          strokeOpacity="0.2"
          strokeWidth="5"
        />
      </svg>
      <TurnedHalf half="right" />
      <TurnedHalf half="left" />
      <Motion as="div" className="absolute inset-0" motion={shown}>
        <RingCap />
      </Motion>
      <Motion
        as="div"
        className="absolute inset-0"
        motion={(t: number) => ({ ...turn(ringTurns(t).sweep), ...shown(t) })}
      >
        <RingCap />
      </Motion>
    </div>
  );
}

/** A snapshot popping in, tilted one way for the photo and the other for the video. */
function Snapshot({ picture, children }: PictureFrameProps) {
  return (
    <Motion
      as="div"
      className={
        picture === 'photo'
          ? 'w-[34cqw] -rotate-3 bg-white p-[1.5cqw] pb-[4cqw] shadow-xl'
          : 'w-[34cqw] rotate-3 bg-white p-[1.5cqw] pb-[4cqw] shadow-xl'
      }
      motion={(t: number) =>
        popIn(countdownReveal(t, picture, 0.5), countdownReveal(t, picture, 0.3), 0.4)
      }
    >
      {children}
    </Motion>
  );
}

/** 3, 2, 1… and the party bursts onto the stage, the date clattering onto a flip board. */
export function CountdownScene({ template, data, t, playing, reducedMotion }: SceneProps) {
  const titleId = useId();
  const { title, greeting, when, date, address } = sceneText(data);
  const pinDrop = (t: number) =>
    progress(t, COUNTDOWN_BEATS.address, COUNTDOWN_BEATS.address + 0.5);

  return (
    <SceneFrame
      t={t}
      template={template}
      layout="countdown"
      titleId={titleId}
      className="justify-center"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0"
        style={{
          background:
            'radial-gradient(circle at 50% 40%, color-mix(in oklab, var(--pr-accent) 35%, transparent), transparent 60%), radial-gradient(circle at 50% 120%, color-mix(in oklab, var(--pr-primary) 45%, transparent), transparent 60%)',
        }}
      />
      <MotifField template={template} t={t} opacity={(t) => countdownReveal(t, 'motifs', 0.8)} />
      <Motion
        as="div"
        aria-hidden="true"
        className="absolute inset-0 z-10 bg-black"
        motion={(t: number) => ({ opacity: countdownVeil(t) })}
      />

      {
        <Motion
          as="div"
          aria-hidden="true"
          className="absolute inset-0 z-20 grid place-items-center"
          motion={(t: number) => ({ display: countdownNumber(t) !== null ? undefined : 'none' })}
        >
          <RunningRing />
          <Motion
            as="span"
            className="font-(family-name:--pr-display) text-[40cqw] leading-none text-white drop-shadow-[0_1cqw_0_var(--pr-primary)]"
            motion={(t: number) => popIn(numberPose(t).scale, numberPose(t).opacity)}
            text={(t: number) => String(countdownNumber(t) ?? '')}
          />
        </Motion>
      }
      <Motion
        as="div"
        aria-hidden="true"
        className="absolute top-[40%] left-1/2 z-20 size-[40cqw] rounded-full border-[3cqw] border-(--pr-accent)"
        motion={(t: number) => ({
          transform: `translate(-50%, -50%) scale(${burstRing(t).scale.toFixed(3)})`,
          opacity: burstRing(t).opacity,
        })}
      />

      <div className="relative z-10 mx-auto flex w-[86cqw] flex-col items-center py-[8cqw] text-center">
        <Motion
          as="p"
          className="rounded-full bg-(--pr-surface) px-[4cqw] py-[1.2cqw] text-[4.2cqw] font-extrabold text-(--pr-primary) shadow-lg"
          motion={(t: number) => riseIn(countdownReveal(t, 'greeting'))}
        >
          {greeting}
        </Motion>
        <Motion
          as="h2"
          id={titleId}
          className="mt-[4cqw] font-(family-name:--pr-display) leading-[1.02] text-(--pr-surface) [text-shadow:0_0.8cqw_0_var(--pr-primary),0_1.6cqw_3cqw_rgb(0_0_0/0.35)]"
          motion={(t: number) => ({
            fontSize: `${titleFontSize(title, 13, 7)}cqw`,
            ...popIn(titleSlam(t).scale, titleSlam(t).opacity),
          })}
        >
          {title}
        </Motion>

        <dl className="mt-[5cqw] flex w-full flex-col items-center gap-[3cqw]">
          {date && (
            <Motion
              as="div"
              className="w-full"
              motion={(t: number) => ({ opacity: countdownReveal(t, 'board', 0.3) })}
            >
              <dt className="sr-only">Date</dt>
              <dd className="rounded-[2.5cqw] bg-(--pr-text) px-[3cqw] py-[2.5cqw] shadow-xl">
                <span className="sr-only">{date}</span>
                <FlipBoard text={date} />
              </dd>
            </Motion>
          )}
          {when && (
            <Motion
              as="div"
              motion={(t: number) =>
                popIn(countdownReveal(t, 'time', 0.5), countdownReveal(t, 'time', 0.3), 0.6)
              }
            >
              <dt className="sr-only">Time</dt>
              <dd className="rounded-[2cqw] border-[0.8cqw] border-(--pr-accent) bg-(--pr-surface) px-[4cqw] py-[1.4cqw] text-[5cqw] font-black text-(--pr-primary) tabular-nums">
                {when}
              </dd>
            </Motion>
          )}
          {address && (
            <Motion
              as="div"
              className="flex items-center gap-[2cqw]"
              motion={(t: number) => riseIn(countdownReveal(t, 'address'))}
            >
              <Motion
                as="svg"
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-[6cqw] shrink-0"
                motion={(t: number) => ({
                  transform: `translateY(${((1 - pinDrop(t)) * -8).toFixed(2)}cqw)`,
                })}
              >
                <path
                  d="M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7z"
                  fill="var(--pr-accent)"
                />
                <circle cx="12" cy="9" r="2.6" fill="#fff" />
              </Motion>
              <dt className="sr-only">Address</dt>
              <dd className="rounded-full bg-(--pr-surface)/90 px-[3cqw] py-[1cqw] text-[4.4cqw] font-bold">
                {address}
              </dd>
            </Motion>
          )}
        </dl>

        <HostPictures
          scene={{ data, t, playing, reducedMotion }}
          videoAt={COUNTDOWN_BEATS.video}
          className="mt-[5cqw] flex justify-center gap-[4cqw]"
          Frame={Snapshot}
          pictureClassName="aspect-square w-full"
        />
      </div>

      <ConfettiBurst
        t={t}
        at={BURST_AT}
        palette={template.palette}
        y={50}
        count={64}
        seed={31}
        spread={Math.PI * 2}
      />
    </SceneFrame>
  );
}
