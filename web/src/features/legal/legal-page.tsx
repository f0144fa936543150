import type { ReactNode } from 'react';
import { LEGAL_LAST_UPDATED } from './legal-facts.ts';

interface LegalPageProps {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}

/** The frame of a static legal page: title, date, a readable column of sections. */
export function LegalPage({ title, intro, children }: LegalPageProps) {
  return (
    <article className="mx-auto w-full max-w-3xl px-5 py-12 sm:px-8 md:py-16">
      <title>{`${title} · PartyReel`}</title>
      <header className="rounded-[2rem] bg-party-confetti px-6 py-10 text-white shadow-xl shadow-violet-900/20 sm:px-10">
        <h1 className="text-4xl font-semibold sm:text-5xl">{title}</h1>
        <p className="mt-3 font-semibold text-white/90">Last updated: {LEGAL_LAST_UPDATED}</p>
      </header>
      <div className="mt-10 space-y-4 text-lg leading-relaxed text-ink-soft">{intro}</div>
      <div className="mt-10 space-y-10">{children}</div>
    </article>
  );
}

interface LegalSectionProps {
  title: string;
  children: ReactNode;
}

/** One numbered heading and its paragraphs or lists. */
export function LegalSection({ title, children }: LegalSectionProps) {
  return (
    <section>
      <h2 className="text-2xl font-semibold text-ink">{title}</h2>
      <div className="mt-3 space-y-3 leading-relaxed text-ink-soft [&_li]:ml-5 [&_li]:list-disc [&_li]:pl-1 [&_strong]:text-ink [&_ul]:space-y-2">
        {children}
      </div>
    </section>
  );
}
