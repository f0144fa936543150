import type { ReactNode } from 'react';

interface IconProps {
  className: string;
  /** The drawing's own coordinates. */
  viewBox?: string;
  /** A line drawing of this width, in the text's colour; without it a shape filled with it. */
  strokeWidth?: string;
  strokeLinecap?: 'round';
  strokeLinejoin?: 'round';
  children: ReactNode;
}

/** A decorative icon in the text's colour, hidden from screen readers: the words beside it count. */
export function Icon({
  className,
  viewBox = '0 0 24 24',
  strokeWidth,
  strokeLinecap,
  strokeLinejoin,
  children,
}: IconProps) {
  const line = strokeWidth !== undefined;
  return (
    <svg
      aria-hidden="true"
      viewBox={viewBox}
      className={className}
      fill={line ? 'none' : 'currentColor'}
      stroke={line ? 'currentColor' : undefined}
      strokeWidth={strokeWidth}
      strokeLinecap={strokeLinecap}
      strokeLinejoin={strokeLinejoin}
    >
      {children}
    </svg>
  );
}
