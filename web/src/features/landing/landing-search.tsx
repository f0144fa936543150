import { type FormEvent, useId, useState } from 'react';
import { Spinner } from '../../ui/spinner.tsx';
import { TemplateSearchInput } from '../templates/template-search-input.tsx';

interface LandingSearchProps {
  onSearch: (term: string) => void;
  busy: boolean;
}

/** The hero's template search: submitting it starts the template-first wizard with the term. */
export function LandingSearch({ onSearch, busy }: LandingSearchProps) {
  const [term, setTerm] = useState('');
  const id = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(term);
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is still unknown to older browsers
    <form
      role="search"
      onSubmit={submit}
      className="flex items-center gap-2 rounded-full bg-white p-1.5 pl-5 shadow-2xl shadow-violet-950/30 ring-4 ring-white/25"
    >
      <label htmlFor={id} className="sr-only">
        Search templates
      </label>
      <TemplateSearchInput
        id={id}
        value={term}
        onChange={setTerm}
        placeholder="Unicorns, dinosaurs…"
        className="min-h-11 w-full min-w-0 flex-1 bg-transparent text-base text-ink placeholder:text-ink-soft/70 focus:outline-none"
        iconClassName="size-5 shrink-0 text-party-plum"
        iconStrokeWidth="2.4"
      />
      <button
        type="submit"
        aria-busy={busy}
        className="bg-party inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full px-5 font-display text-lg font-semibold text-white shadow-md shadow-fuchsia-500/30 transition hover:brightness-110 active:scale-[0.98] aria-busy:cursor-wait"
      >
        {busy ? <Spinner className="size-4" /> : null}
        Search
      </button>
    </form>
  );
}
