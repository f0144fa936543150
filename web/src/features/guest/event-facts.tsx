import type { ReactNode } from 'react';
import { addressText, dateText, timeRangeText } from '../player/details.ts';
import type { InvitationData } from '../player/invitation-data.ts';

/**
 * When and where, in words, beside the invitation: readable whatever the template draws, and by a
 * screen reader.
 */
export function EventFacts({ data }: { data: InvitationData }) {
  const date = dateText(data);
  const time = timeRangeText(data);
  const place = addressText(data);
  if (!date && !time && !place) return null;
  return (
    <dl className="grid gap-3 text-left">
      {date || time ? (
        <Fact label="When" icon={<CalendarIcon />}>
          {date ? <span className="block capitalize">{date.toLowerCase()}</span> : null}
          {time ? <span className="block">{time}</span> : null}
        </Fact>
      ) : null}
      {place ? (
        <Fact label="Where" icon={<PinIcon />}>
          {place}
        </Fact>
      ) : null}
    </dl>
  );
}

/**
 * A term and its value, the only things a list of definitions may hold (as the server's first
 * paint does): the icon sits inside the term, drawn in the margin beside it.
 */
function Fact({ label, icon, children }: { label: string; icon: ReactNode; children: ReactNode }) {
  return (
    <div className="relative min-h-10 min-w-0 pl-13">
      <dt className="text-xs font-bold tracking-widest text-ink-soft uppercase">
        <span className="absolute top-0 left-0 grid size-10 place-items-center rounded-2xl bg-violet-100 text-party-plum">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="font-semibold break-words text-ink">{children}</dd>
    </div>
  );
}

const iconProps = {
  viewBox: '0 0 24 24',
  className: 'size-5',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

function CalendarIcon() {
  return (
    <svg aria-hidden="true" {...iconProps}>
      <rect x="3" y="5" width="18" height="16" rx="3" />
      <path d="M8 3v4M16 3v4M3 10h18" />
    </svg>
  );
}

function PinIcon() {
  return (
    <svg aria-hidden="true" {...iconProps}>
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </svg>
  );
}
