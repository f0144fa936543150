import type { CSSProperties } from 'react';
import { Motion } from './motion.tsx';

/** The beat each detail appears on, in every scene's beats. */
export type DetailBeat = 'date' | 'time' | 'address';

/** The label a detail has for screen readers when the scene shows none. */
const SPOKEN_LABEL: Record<DetailBeat, string> = { date: 'Date', time: 'Time', address: 'Address' };

export interface Detail {
  beat: DetailBeat;
  /** The detail itself, '' when the invitation has none: the row is left out. */
  value: string;
  /** The value's classes. */
  className?: string;
  /** A label the scene shows; without one the row is labelled for screen readers only. */
  shownLabel?: { text: string; className: string };
}

/**
 * The date, time and place as a description list, each row posed by the scene on its own beat.
 * Rows that are not yet revealed are only posed out of sight: a screen reader reads every detail
 * from the first frame.
 */
export function DetailsList({
  details,
  className,
  motion,
}: {
  details: Detail[];
  className: string;
  /** A row's style at scene time t. */
  motion: (t: number, beat: DetailBeat) => CSSProperties;
}) {
  return (
    <dl className={className}>
      {details.map(
        ({ beat, value, className: valueClassName, shownLabel }) =>
          value && (
            <Motion key={beat} as="div" motion={(t: number) => motion(t, beat)}>
              <dt className={shownLabel?.className ?? 'sr-only'}>
                {shownLabel?.text ?? SPOKEN_LABEL[beat]}
              </dt>
              <dd className={valueClassName}>{value}</dd>
            </Motion>
          ),
      )}
    </dl>
  );
}
