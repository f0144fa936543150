import type { ReactNode } from 'react';
import { TitledSection } from '../../ui/titled-section.tsx';

interface AccountSectionProps {
  title: string;
  description?: string;
  children: ReactNode;
}

/** One card of the account page (and of /contacts, which looks the same), named by its heading. */
export function AccountSection({ title, description, children }: AccountSectionProps) {
  return (
    <TitledSection
      title={title}
      className="rounded-[1.75rem] bg-white p-5 shadow-lg shadow-violet-900/5 ring-1 ring-violet-100 sm:p-8"
      headingClassName="text-2xl font-semibold text-ink"
    >
      {description ? <p className="mt-1 text-ink-soft">{description}</p> : null}
      <div className="mt-6">{children}</div>
    </TitledSection>
  );
}
