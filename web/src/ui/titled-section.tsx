import { type ReactNode, useId } from 'react';

interface TitledSectionProps {
  title: string;
  className: string;
  headingClassName: string;
  children: ReactNode;
}

/** A card named by its own heading (aria-labelledby), so it is a region screen readers list. */
export function TitledSection({
  title,
  className,
  headingClassName,
  children,
}: TitledSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className={headingClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
