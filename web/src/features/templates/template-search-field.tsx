import { useId } from 'react';
import { TemplateSearchInput } from './template-search-input.tsx';

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
        <TemplateSearchInput
          id={id}
          value={value}
          onChange={onChange}
          placeholder="Unicorns, dinosaurs, pool party…"
          className="min-h-12 w-full min-w-0 rounded-2xl border-2 border-violet-200 bg-white pr-4 pl-12 text-base text-ink shadow-inner transition-colors placeholder:text-ink-soft/60 focus:border-party-magenta"
          iconClassName="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-soft"
          iconStrokeWidth="2.2"
        />
      </div>
    </div>
  );
}
