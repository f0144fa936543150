import { useId } from 'react';

interface TemplateSearchFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/** The picker's search box: filters as the host types. */
export function TemplateSearchField({ value, onChange }: TemplateSearchFieldProps) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block font-bold text-ink">
        Search templates
      </label>
      <div className="relative">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-soft"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
        >
          <circle cx="10.5" cy="10.5" r="6.5" />
          <path d="m15.5 15.5 5 5" />
        </svg>
        <input
          id={id}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder="Unicorns, dinosaurs, pool party…"
          autoComplete="off"
          enterKeyHint="search"
          className="min-h-12 w-full min-w-0 rounded-2xl border-2 border-violet-200 bg-white pr-4 pl-12 text-base text-ink shadow-inner transition-colors placeholder:text-ink-soft/60 focus:border-party-magenta"
        />
      </div>
    </div>
  );
}
