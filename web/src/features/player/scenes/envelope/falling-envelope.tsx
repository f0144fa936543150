import type { Motif } from '@partyreel/shared/templates/template-types';
import { MOTIF_SHAPES } from '../../motifs.tsx';
import { Motion } from '../../motion.tsx';
import {
  envelopeDropOffset,
  envelopeExit,
  envelopeFlapAngle,
  letterRise,
  sealPose,
} from './envelope.motion.ts';

const shade = (amount: number) => `color-mix(in oklab, var(--pr-primary) ${amount}%, black)`;
const tint = (amount: number) => `color-mix(in oklab, var(--pr-primary) ${amount}%, white)`;

/**
 * The envelope scene's envelope: it drops in, its seal (the template's first motif) pops, the flap
 * opens, the letter with the greeting rises out, and the envelope falls away. Decorative: the card
 * it lets out says it all.
 */
export function FallingEnvelope({
  greeting,
  motif,
}: {
  greeting: string;
  motif: Motif | undefined;
}) {
  return (
    <Motion
      as="div"
      aria-hidden="true"
      className="absolute top-1/2 left-1/2 z-10 h-[52cqw] w-[80cqw] [perspective:120cqw]"
      motion={(t: number) => ({
        transform: `translate(-50%, calc(-50% + ${(envelopeDropOffset(t) + envelopeExit(t) * 80).toFixed(2)}cqw)) rotate(${(envelopeExit(t) * 8).toFixed(2)}deg)`,
        opacity: 1 - envelopeExit(t),
        display: envelopeExit(t) < 1 ? undefined : 'none',
      })}
    >
      <div
        className="absolute inset-0 rounded-[2cqw] shadow-2xl"
        style={{ background: shade(78) }}
      />
      <Motion
        as="div"
        className="absolute inset-x-[5cqw] bottom-[3cqw] h-[44cqw] rounded-[1.5cqw] bg-(--pr-surface) p-[4cqw] text-center"
        motion={(t: number) => ({
          transform: `translateY(${(-letterRise(t) * 30).toFixed(2)}cqw)`,
        })}
      >
        {/* Gone with the envelope: the card's greeting is the one that stays. */}
        <Motion
          as="p"
          className="font-(family-name:--pr-display) text-[5cqw] text-(--pr-primary)"
          text={(t: number) => (envelopeExit(t) < 1 ? greeting : '')}
        />
        <div className="mx-auto mt-[3cqw] h-[1.4cqw] w-3/4 rounded-full bg-(--pr-accent) opacity-40" />
        <div className="mx-auto mt-[2cqw] h-[1.4cqw] w-1/2 rounded-full bg-(--pr-accent) opacity-25" />
      </Motion>
      <svg
        aria-hidden="true"
        viewBox="0 0 160 104"
        className="absolute inset-0 size-full"
        preserveAspectRatio="none"
      >
        <path d="M0 0 L80 60 L0 104 Z" fill={tint(88)} />
        <path d="M160 0 L80 60 L160 104 Z" fill={tint(88)} />
        <path d="M0 104 L80 52 L160 104 Z" fill={tint(80)} />
      </svg>
      <Motion
        as="div"
        className="absolute inset-x-0 top-0 h-[62%] origin-top"
        motion={(t: number) => ({
          transform: `rotateX(${envelopeFlapAngle(t).toFixed(1)}deg)`,
          zIndex: envelopeFlapAngle(t) > 90 ? -1 : 1,
        })}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 160 64"
          className="size-full"
          preserveAspectRatio="none"
        >
          <Motion
            as="path"
            d="M0 0 L160 0 L80 64 Z"
            attrs={(t: number) => ({ fill: envelopeFlapAngle(t) > 90 ? shade(65) : tint(94) })}
          />
        </svg>
      </Motion>
      <Motion
        as="svg"
        aria-hidden="true"
        viewBox="-14 -14 28 28"
        className="absolute top-[62%] left-1/2 z-10 size-[14cqw]"
        motion={(t: number) => ({
          transform: `translate(-50%, -50%) scale(${sealPose(t).scale}) rotate(${sealPose(t).rotate}deg)`,
          opacity: sealPose(t).opacity,
        })}
      >
        <circle r="13" fill="var(--pr-accent)" />
        <circle r="10.5" fill="none" stroke="#fff" strokeOpacity="0.5" strokeWidth="0.8" />
        <g transform="scale(0.62)">
          {motif ? MOTIF_SHAPES[motif]('#fff', 'var(--pr-accent)') : null}
        </g>
      </Motion>
    </Motion>
  );
}
