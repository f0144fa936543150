import { searchTemplates } from '@partyreel/shared/templates/search';
import { useState } from 'react';
import { TemplateCard } from './template-card.tsx';
import { TemplateSearchField } from './template-search-field.tsx';
import type { PickableTemplate } from './template-summary.ts';

export interface TemplatePickerProps<T extends PickableTemplate> {
  templates: readonly T[];
  selectedId: string | null;
  onSelect: (template: T) => void;
  /** Edit mode: the event exists, so only its own template is shown as chosen; no other can be. */
  locked?: boolean;
  /** What the search box starts with (e.g. the landing page's search). */
  initialSearch?: string;
}

/**
 * The shared template picker (docs/product.md, Templates and music): a search box over name,
 * description and search terms, and a grid of cards at least 280 px wide.
 */
export function TemplatePicker<T extends PickableTemplate>({
  templates,
  selectedId,
  onSelect,
  locked = false,
  initialSearch = '',
}: TemplatePickerProps<T>) {
  const [search, setSearch] = useState(initialSearch);
  const shown = searchTemplates(templates, search);
  const term = search.trim();

  return (
    <div className="space-y-5">
      <TemplateSearchField value={search} onChange={setSearch} />
      <p role="status" className="text-sm font-semibold text-ink-soft">
        {term
          ? `${shown.length} of ${templates.length} templates match`
          : `${templates.length} templates`}
      </p>
      {shown.length === 0 ? (
        <div className="rounded-3xl bg-white px-6 py-12 text-center ring-1 ring-violet-100">
          <p className="font-display text-xl font-semibold text-ink">No templates match "{term}"</p>
          <p className="mt-1 text-ink-soft">Try another word, like "birthday" or "space".</p>
          <button
            type="button"
            onClick={() => setSearch('')}
            className="mt-4 font-bold text-party-magenta underline decoration-2 underline-offset-2 hover:text-party-plum"
          >
            Show all templates
          </button>
        </div>
      ) : (
        <ul className="grid grid-cols-[repeat(auto-fill,minmax(min(280px,100%),1fr))] gap-5">
          {shown.map((template) => {
            const selected = template.id === selectedId;
            return (
              <li key={template.id}>
                <TemplateCard
                  template={template}
                  selected={selected}
                  locked={locked && !selected}
                  onSelect={() => onSelect(template)}
                />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
