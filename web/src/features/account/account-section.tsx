import { type ReactNode, useId } from 'react';

interface AccountSectionProps {
  title: string;
  description?: string;
  children: ReactNode;
}

/** One card of the account page, named by its heading. */
export function AccountSection({ title, description, children }: AccountSectionProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-[1.75rem] bg-white p-5 shadow-lg shadow-violet-900/5 ring-1 ring-violet-100 sm:p-8"
    >
      <h2 id={headingId} className="text-2xl font-semibold text-ink">
        {title}
      </h2>
      {description ? <p className="mt-1 text-ink-soft">{description}</p> : null}
      <div className="mt-6">{children}</div>
    </section>
  );
}
